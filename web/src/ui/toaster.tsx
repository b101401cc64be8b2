import {
  Toaster as ChakraToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
  createToaster,
  useLocaleContext,
} from "@chakra-ui/react";

/**
 * Success and failure notices, bottom end (right, or left in Arabic): clear of the header's language
 * selector and user menu.
 */
export const toaster = createToaster({ placement: "bottom-end", pauseOnPageIdle: true, max: 5 });

/**
 * Right to left, the toast group turns "end" into "left" and then places it with inset-inline-start,
 * which is the right again: the inline end is set here instead (an inline style, as the group's own).
 */
const RTL_END = {
  insetInlineStart: "auto",
  insetInlineEnd: "calc(env(safe-area-inset-left, 0px) + var(--viewport-offset-left))",
};

export function Toaster() {
  const { dir } = useLocaleContext();
  return (
    <Portal>
      <ChakraToaster
        toaster={toaster}
        insetInline={{ mdDown: "4" }}
        style={dir === "rtl" ? RTL_END : undefined}
      >
        {(toast) => (
          <Toast.Root width={{ md: "sm" }} data-testid={`toast-${toast.type ?? "info"}`}>
            {toast.type === "loading" ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
