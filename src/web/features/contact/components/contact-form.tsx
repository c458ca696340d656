import { CheckCircle2, Loader2 } from 'lucide-react';
import { useRef } from 'react';
import { z } from 'zod';
import { CONTACT_MESSAGES, contactRequestSchema } from '@core/api/contact';
import { Button } from '@web/components/ui/button';
import { Form, FormField, useZodForm } from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { trackEvent } from '@web/lib/analytics';
import { useSendContactMessage } from '../api/send-contact-message';

/**
 * What the visitor types, checked as the server checks it; the email keeps its own words for an empty box ("Please
 * enter your email address"), where the server's schema has one message for every bad email.
 */
const formSchema = contactRequestSchema
  .pick({
    name: true,
    message: true,
    marketingConsent: true,
    hp_email: true,
    website: true,
    phone2: true,
    fax: true,
  })
  .extend({
    email: z
      .string()
      .trim()
      .min(1, 'Please enter your email address')
      .email('Please enter a valid email address'),
  });
type FormValues = z.input<typeof formSchema>;

// Hidden from people; a bot that fills them is answered like anyone else and its message is dropped.
const HONEYPOTS = ['hp_email', 'website', 'phone2', 'fax'] as const;

export function ContactForm() {
  const formStartTime = useRef(Date.now());
  const send = useSendContactMessage();
  const form = useZodForm(formSchema, {
    defaultValues: {
      name: '',
      email: '',
      message: '',
      marketingConsent: false,
      hp_email: '',
      website: '',
      phone2: '',
      fax: '',
    },
  });
  const { register, reset } = form;

  const onSubmit = (values: z.output<typeof formSchema>) =>
    send.mutate(
      {
        ...values,
        formStartTime: formStartTime.current,
        submissionTime: Date.now(),
        csrfOrigin: window.location.origin,
      },
      {
        onSuccess: () => {
          trackEvent('contact_sent');
          reset();
        },
      },
    );

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-5" aria-label="Contact form">
      <FormField<FormValues> name="name" id="contact-name" label="Name">
        <Input autoComplete="name" />
      </FormField>
      <FormField<FormValues> name="email" id="contact-email" label="Email">
        <Input type="email" autoComplete="email" />
      </FormField>
      <FormField<FormValues> name="message" id="contact-message" label="Message">
        <Textarea rows={6} />
      </FormField>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        {HONEYPOTS.map((name) => (
          <label key={name}>
            Leave this field empty
            <input tabIndex={-1} autoComplete="off" {...register(name)} />
          </label>
        ))}
      </div>
      <label className="flex items-start gap-3 text-sm text-slate-700">
        <input type="checkbox" className="mt-0.5 size-4 accent-ocean-800" {...register('marketingConsent')} />
        Send me occasional swim tips and offers (you can unsubscribe anytime).
      </label>
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
      <div aria-live="polite" role="status">
        {send.isSuccess && (
          <p className="flex items-start gap-2 rounded-xl bg-teal-50 p-4 font-semibold text-teal-900 ring-1 ring-teal-200">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {CONTACT_MESSAGES.success}
          </p>
        )}
      </div>
      <div role="alert">
        {send.isError && (
          <p className="rounded-xl bg-red-50 p-4 font-semibold text-red-800 ring-1 ring-red-200">
            {CONTACT_MESSAGES.failure}
          </p>
        )}
      </div>
    </Form>
  );
}
