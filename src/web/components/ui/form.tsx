import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps, ReactNode } from 'react';
import {
  FormProvider,
  get,
  useForm,
  useFormContext,
  type FieldValues,
  type Path,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { Field, type FieldProps } from './field';

/**
 * One form pattern: react-hook-form checks the values against a zod schema (the same schema the server checks the
 * request with, from `core/api`, where the form's values are the request) and hands the parsed values to submit.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema) });
}

type FormProps<In extends FieldValues, Out extends FieldValues> = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  form: UseFormReturn<In, unknown, Out>;
  onSubmit: SubmitHandler<Out>;
  children: ReactNode;
};

/** A form whose fields find their form; the browser's own checks are off so every message is ours and in words. */
export function Form<In extends FieldValues, Out extends FieldValues>({
  form,
  onSubmit,
  children,
  ...props
}: FormProps<In, Out>) {
  return (
    <FormProvider {...form}>
      <form noValidate {...props} onSubmit={form.handleSubmit(onSubmit)}>
        {children}
      </form>
    </FormProvider>
  );
}

/** A Field registered with the form around it under `name`; its error is the schema's message for that value. */
export function FormField<T extends FieldValues>({
  name,
  ...field
}: Omit<FieldProps, 'error' | 'registration'> & { name: Path<T> }) {
  const { register, formState } = useFormContext<T>();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  return <Field {...field} error={error?.message} registration={register(name)} />;
}
