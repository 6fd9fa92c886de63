import { useMutation } from '@tanstack/react-query';
import { type RegisterAnswer, type registerBody, callerRegister } from '@casebridge/contract/registration';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

type RegisterInput = { slug: string; body: z.output<typeof registerBody> };

/** POST /api/caller/register/{slug} (H-013). */
export const register = ({ slug, body }: RegisterInput): Promise<RegisterAnswer> =>
  api.call(callerRegister, { params: { slug }, body, session: 'none' });

export const useRegister = () => useMutation({ mutationKey: ['caller', 'register'], mutationFn: register });
