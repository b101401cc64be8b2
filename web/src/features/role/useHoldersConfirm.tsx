import { useRef, useState } from "react";
import { useIntl } from "react-intl";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import type { RoleFieldsFragment } from "../../gql/graphql";

/**
 * Before an existing role is saved: says how many accounts hold it (their access changes at once) and
 * asks to go on. A role nobody holds saves without asking.
 */
export function useHoldersConfirm(role: RoleFieldsFragment | null) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const answer = useRef<(ok: boolean) => void>(() => undefined);
  const ask = (): Promise<boolean> => {
    if (!role || role.holders === 0) return Promise.resolve(true);
    setOpen(true);
    return new Promise((resolve) => {
      answer.current = (ok) => {
        setOpen(false);
        resolve(ok);
      };
    });
  };
  const dialog = (
    <ConfirmDialog
      open={open}
      title={intl.formatMessage({ id: "role.saveConfirmTitle" })}
      body={
        role ? intl.formatMessage({ id: "role.saveConfirm" }, { count: role.holders, name: role.name }) : ""
      }
      confirmLabel={intl.formatMessage({ id: "common.save" })}
      onCancel={() => answer.current(false)}
      onConfirm={() => answer.current(true)}
    />
  );
  return { ask, dialog };
}
