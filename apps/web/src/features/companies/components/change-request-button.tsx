import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import type { CompanyChangeType } from '@casebridge/contract/companies';
import { Deferred } from '@/components/deferred';
import { ChangeRequestModal } from './change-request-modal';

type Props = {
  label: ReactNode;
  changeType: CompanyChangeType;
  intro: string;
  initialChanges?: string;
} & Pick<ButtonProps, 'variant' | 'size' | 'color'>;

/** M-006, M-007, C-055: a button that opens the change-request window, loaded when first opened. */
export const ChangeRequestButton = ({ label, changeType, intro, initialChanges, ...button }: Props) => {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        {...button}
        onClick={() => {
          setOpened(true);
        }}
      >
        {label}
      </Button>
      <Deferred when={opened}>
        <ChangeRequestModal
          opened={opened}
          onClose={() => {
            setOpened(false);
          }}
          changeType={changeType}
          intro={intro}
          initialChanges={initialChanges}
        />
      </Deferred>
    </>
  );
};
