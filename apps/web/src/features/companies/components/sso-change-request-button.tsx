import { useState } from 'react';
import { Button } from '@mantine/core';
import { Deferred } from '@/components/deferred';
import { ChangeRequestModal } from './change-request-modal';

/** C-055: a company admin asks for single sign-on, which the Collaboration Feed requires. */
export const SsoChangeRequestButton = () => {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        size="xs"
        onClick={() => {
          setOpened(true);
        }}
      >
        Request Single Sign-On
      </Button>
      <Deferred when={opened}>
        <ChangeRequestModal
          opened={opened}
          onClose={() => {
            setOpened(false);
          }}
          changeType="single_sign_on"
          intro="The Collaboration Feed is available to companies that sign in with single sign-on. Ask our membership team to set it up for your company."
          initialChanges="Please enable single sign-on for our company so that we can use the Collaboration Feed."
        />
      </Deferred>
    </>
  );
};
