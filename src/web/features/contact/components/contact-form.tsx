import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CONTACT_MESSAGES } from '@core/api/contact';
import { Button } from '@web/components/ui/button';
import { trackEvent } from '@web/lib/analytics';
import { useSendContactMessage } from '../api/send-contact-message';
import { Field, inputClass } from './field';

const formSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address')
    .email('Please enter a valid email address'),
  message: z.string().trim().min(1, 'Please enter a message'),
  marketingConsent: z.boolean(),
  // Hidden from people; a bot that fills them is answered like anyone else and its message is dropped.
  hp_email: z.string(),
  website: z.string(),
  phone2: z.string(),
  fax: z.string(),
});
type FormValues = z.infer<typeof formSchema>;

const HONEYPOTS = ['hp_email', 'website', 'phone2', 'fax'] as const;

export function ContactForm() {
  const formStartTime = useRef(Date.now());
  const send = useSendContactMessage();
  const { register, handleSubmit, formState, reset } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
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
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
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
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Contact form">
      <Field id="contact-name" label="Name" error={errors.name?.message}>
        <input
          id="contact-name"
          autoComplete="name"
          className={inputClass}
          aria-invalid={!!errors.name}
          aria-describedby={errors.name ? 'contact-name-error' : undefined}
          {...register('name')}
        />
      </Field>
      <Field id="contact-email" label="Email" error={errors.email?.message}>
        <input
          id="contact-email"
          type="email"
          autoComplete="email"
          className={inputClass}
          aria-invalid={!!errors.email}
          aria-describedby={errors.email ? 'contact-email-error' : undefined}
          {...register('email')}
        />
      </Field>
      <Field id="contact-message" label="Message" error={errors.message?.message}>
        <textarea
          id="contact-message"
          rows={6}
          className={inputClass}
          aria-invalid={!!errors.message}
          aria-describedby={errors.message ? 'contact-message-error' : undefined}
          {...register('message')}
        />
      </Field>
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
    </form>
  );
}
