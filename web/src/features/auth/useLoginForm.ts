import { useState, type ChangeEvent, type FormEvent } from "react";
import { loginErrors, type LoginErrors, type LoginValues } from "./loginRules";

type Name = keyof LoginValues;
const ALL_TOUCHED: Record<Name, boolean> = { account: true, password: true };

/**
 * The sign-in form's state, as the console's other forms behave: checked while typing and on sending,
 * not when focus leaves a field (choosing the language first must not greet the user with "The account
 * cannot be empty"); a field's error shows once the field was left or the form sent.
 */
export function useLoginForm(onSubmit: (values: LoginValues) => Promise<void>, onTyping: () => void) {
  const [values, setValues] = useState<LoginValues>({ account: "", password: "" });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [touched, setTouched] = useState<Partial<Record<Name, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);

  const field = (name: Name) => ({
    name,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      onTyping();
      const next = { ...values, [name]: e.target.value };
      setValues(next);
      setErrors(loginErrors(next));
    },
    onBlur: () => setTouched((t) => (t[name] ? t : { ...t, [name]: true })),
  });

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setTouched(ALL_TOUCHED);
    const found = loginErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await onSubmit(values);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    field,
    errorOf: (name: Name) => (touched[name] ? errors[name] : undefined),
    submit,
    submitting,
  };
}
