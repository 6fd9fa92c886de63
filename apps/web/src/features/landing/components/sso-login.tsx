import { Alert, Button, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { pathOf } from '@casebridge/contract/endpoint';
import { ssoErrorCodes, ssoErrorMessages, type SsoErrorCode, saml2Login } from '@casebridge/contract/sso';

const isSsoErrorCode = (code: string | null): code is SsoErrorCode =>
  code !== null && (ssoErrorCodes as readonly string[]).includes(code);

/**
 * H-015, X-050: the sso login. The button starts the sign-in at our service provider, which sends the browser to the
 * company's identity provider; a sign-in that did not complete comes back here with ?sso_error= and says why.
 */
export const SsoLogin = ({ slug, name }: { slug: string; name: string }) => {
  const [searchParams] = useSearchParams();
  const error = searchParams.get('sso_error');
  return (
    <Stack gap="sm" align="flex-start">
      {isSsoErrorCode(error) ? (
        <Alert color="yellow" variant="light" role="alert" w="100%">
          {ssoErrorMessages[error]}
        </Alert>
      ) : null}
      <Text size="sm">{name} signs in through its identity provider.</Text>
      <Button component="a" href={pathOf(saml2Login, { slug })}>
        Login
      </Button>
    </Stack>
  );
};
