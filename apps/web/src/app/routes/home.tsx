import { useEffect } from 'react';
import { useParams } from 'react-router';
import { QueryBoundary } from '@/components/query-boundary';
import { LoginForm } from '@/features/auth/components/login-form';
import { useLanding } from '@/features/landing/api/get-landing';
import { CompanyLanding } from '@/features/landing/components/company-landing';
import { GroupHome } from '@/features/landing/components/group-home';
import { MainHome } from '@/features/landing/components/main-home';
import { RegisterNow } from '@/features/onboarding/components/register-now';
import { RegisterForm } from '@/features/registration/components/register-form';
import { useAppConfig } from '@/lib/app-config';
import { rememberLandingSlug } from '@/lib/session-storage';
import { hostSlug } from '@/lib/tenant';

const SlugHome = ({ slug, fromPath }: { slug: string; fromPath: boolean }) => {
  const landing = useLanding(slug);
  const found = landing.data?.type === 'company';

  useEffect(() => {
    if (fromPath && found) rememberLandingSlug(slug);
  }, [fromPath, found, slug]);

  return (
    <QueryBoundary query={landing} skeletonRows={6}>
      {(answer) =>
        answer.type === 'company' ? (
          <CompanyLanding
            landing={answer}
            loginForm={<LoginForm />}
            registerForm={
              <RegisterForm slug={answer.company.slug} domain={answer.company.domain} countries={answer.countries} />
            }
          />
        ) : (
          <GroupHome
            landing={answer}
            registerNow={<RegisterNow vhost={answer.group.vhost} groupId={answer.group.id} />}
          />
        )
      }
    </QueryBoundary>
  );
};

/**
 * home and home-with-slug (H-004, DECISIONS 18): the host's slug first, then /{slug} on the main host. The loader
 * (landing-loader.ts) has already sent unknown slugs, and any /{slug} on a tenant host, to /404.
 */
export const HomeRoute = () => {
  const config = useAppConfig();
  const { slug: pathSlug } = useParams();
  const fromHost = hostSlug(window.location.hostname, config.app_domain);
  const slug = fromHost ?? pathSlug ?? null;
  if (slug === null) return <MainHome productName={config.product_name} loginForm={<LoginForm />} />;
  return <SlugHome key={slug} slug={slug} fromPath={fromHost === null} />;
};
