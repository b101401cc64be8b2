import type { ReactNode } from "react";
import { Button, Dialog, Portal, Stack } from "@chakra-ui/react";
import { Form, Formik, type FormikHelpers, type FormikValues } from "formik";
import type { AnyObjectSchema } from "yup";
import { FormattedMessage, useIntl } from "react-intl";
import { errorMessageId, fieldErrorsOf } from "./errors";
import { toaster } from "./toaster";
import { useReturnFocus } from "./useReturnFocus";
import { FormSchemaContext } from "./fieldRules";
import { successTitle } from "./feedback";

/**
 * A form in a dialog: formik with a domain yup schema; on save, server field errors land on their
 * fields, other errors become a toast, success closes with a toast.
 */
export function FormDialog<V extends FormikValues>(props: {
  open: boolean;
  title: ReactNode;
  initialValues: V;
  schema: AnyObjectSchema;
  /**
   * Returns the success message id (with the name of the object saved, shown after it), or null to
   * stay silent.
   */
  onSubmit(values: V): Promise<string | { id: string; name: string } | null>;
  onClose(): void;
  /** Asked after validation and before onSubmit; false keeps the dialog open, nothing saved. */
  confirm?(values: V): Promise<boolean>;
  children: ReactNode;
  size?: "sm" | "md" | "lg" | "xl";
  testId?: string;
}) {
  const intl = useIntl();
  useReturnFocus();
  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    try {
      const cast = props.schema.cast(values, { stripUnknown: false }) as V;
      if (props.confirm && !(await props.confirm(cast))) return;
      const success = await props.onSubmit(cast);
      if (success) {
        const { id, name } = typeof success === "string" ? { id: success, name: "" } : success;
        toaster.create({ type: "success", title: successTitle(intl, id, name) });
      }
      props.onClose();
    } catch (e) {
      const fields = fieldErrorsOf(e);
      if (Object.keys(fields).length) {
        helpers.setErrors(fields as never);
        helpers.setTouched(Object.fromEntries(Object.keys(fields).map((k) => [k, true])) as never, false);
      } else {
        toaster.create({ type: "error", title: intl.formatMessage({ id: errorMessageId(e) }) });
      }
    }
  };
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(e) => {
        if (!e.open) props.onClose();
      }}
      size={props.size ?? "md"}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={props.testId ?? "form-dialog"}>
            <FormSchemaContext.Provider value={props.schema}>
              <Formik
                initialValues={props.initialValues}
                validationSchema={props.schema}
                onSubmit={submit}
                enableReinitialize
              >
                {({ isSubmitting }) => (
                  <Form noValidate style={{ display: "contents" }}>
                    <Dialog.Header>
                      <Dialog.Title>{props.title}</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <Stack gap="3">{props.children}</Stack>
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Button variant="outline" onClick={props.onClose} data-testid="form-cancel">
                        <FormattedMessage id="common.cancel" />
                      </Button>
                      <Button
                        type="submit"
                        colorPalette="teal"
                        loading={isSubmitting}
                        data-testid="form-save"
                      >
                        <FormattedMessage id="common.save" />
                      </Button>
                    </Dialog.Footer>
                  </Form>
                )}
              </Formik>
            </FormSchemaContext.Provider>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
