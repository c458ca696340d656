import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { AlertDialog } from './alert-dialog';
import { Field } from './field';
import { Form, FormField, useZodForm } from './form';
import { Input } from './input';
import { Select } from './select';
import { Textarea } from './textarea';

const schema = z.object({
  email: z.string().trim().email('Please enter a valid email address'),
  level: z.enum(['beginner', 'advanced'], { message: 'Please choose a level' }),
  note: z.string().max(10, 'Keep the note under 10 characters'),
});

function SignUp({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { email: '', level: undefined, note: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Sign up">
      <FormField<z.input<typeof schema>>
        name="email"
        id="email"
        label="Email"
        hint="We answer within a day."
        mark="required"
      >
        <Input type="email" />
      </FormField>
      <FormField<z.input<typeof schema>> name="level" id="level" label="Level">
        <Select defaultValue="">
          <option value="">Choose…</option>
          <option value="beginner">Beginner</option>
          <option value="advanced">Advanced</option>
        </Select>
      </FormField>
      <FormField<z.input<typeof schema>> name="note" id="note" label="Note" mark="optional">
        <Textarea />
      </FormField>
      <button type="submit">Send</button>
    </Form>
  );
}

describe('Field', () => {
  test('ties its label, hint and error to the one control inside it', () => {
    render(
      <Field id="zip" label="ZIP code" hint="Five digits." error="Please enter a ZIP code" mark="required">
        <Input />
      </Field>,
    );
    const box = screen.getByRole('textbox', { name: /^ZIP code/ });
    expect(box).toHaveAttribute('id', 'zip');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toBeRequired();
    expect(box).toHaveAccessibleDescription('Five digits. Please enter a ZIP code');
  });

  test('a control outside a field keeps its own props and the shared look', () => {
    render(<Input aria-label="Search" className="w-32" />);
    const box = screen.getByRole('textbox', { name: 'Search' });
    expect(box).not.toHaveAttribute('aria-invalid');
    // The shared look is the field-control component; the caller's width is a utility, which wins over it.
    expect(box).toHaveClass('field-control', 'w-32');
  });
});

describe('Form', () => {
  test('shows the schema’s messages on the fields and sends nothing while they stand', async () => {
    const onSubmit = vi.fn();
    render(<SignUp onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Email/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/Note/), 'far too long a note');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('Please choose a level')).toBeVisible();
    expect(screen.getByText('Keep the note under 10 characters')).toBeVisible();
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(
      'We answer within a day. Please enter a valid email address',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('hands submit the parsed values once they pass', async () => {
    const onSubmit = vi.fn();
    render(<SignUp onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Email/), '  parent@example.com ');
    await userEvent.selectOptions(screen.getByLabelText('Level'), 'advanced');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'parent@example.com', level: 'advanced', note: '' });
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });
});

function CancelLesson({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <AlertDialog
      open={open}
      onOpenChange={setOpen}
      title="Cancel this lesson?"
      description="This cannot be undone."
      confirmText="Cancel lesson"
      destructive
      onConfirm={onConfirm}
    />
  );
}

describe('AlertDialog', () => {
  test('asks before a step that cannot be undone, and stays open until its caller closes it', async () => {
    const onConfirm = vi.fn();
    render(<CancelLesson onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this lesson?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Go back' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel lesson' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
