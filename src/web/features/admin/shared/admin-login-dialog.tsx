import { Loader2, Lock } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SITE_ROUTES } from '@core/site-routes';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { fetchCsrfToken, currentCsrfToken } from '../api/admin-client';
import { useLogin } from '../api/auth';

/** The spec's admin login (sections 5 and 8): username and password, a security token fetched first. */
export function AdminLoginDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signIn = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pending = signIn.isPending;
  const errorId = useId();

  useEffect(() => {
    if (!open) return;
    setError(null);
    setPassword('');
    fetchCsrfToken().catch(() => setError('Security token error'));
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError('Please enter your username and password.');
      return;
    }
    // A fast click can beat the token fetch started on open: ask once more before giving up.
    if (!currentCsrfToken()) {
      try {
        await fetchCsrfToken();
      } catch {
        setError('Security token error');
        return;
      }
    }
    if (!currentCsrfToken()) {
      setError('Security token required');
      return;
    }
    setError(null);
    try {
      await signIn.mutateAsync({ username: username.trim(), password });
      setPassword('');
      onOpenChange(false);
      // Signed in on an admin screen, the owner stays where they asked to go; from the site, the dashboard.
      const inAdmin = pathname === SITE_ROUTES.admin || pathname.startsWith(`${SITE_ROUTES.admin}/`);
      if (!inAdmin) navigate(SITE_ROUTES.admin);
    } catch (err) {
      // Spec section 8: the server's reason, else a generic refusal; no answer at all is a connection error.
      if (err instanceof ApiError) setError(err.serverMessage || 'Authentication failed');
      else setError('Connection error. Please try again.');
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Admin Login"
      description="Sign in to manage lessons, bookings and requests."
      icon={<Lock className="size-5" />}
      className="max-w-sm"
    >
      <form className="space-y-4" onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined}>
        <Field id="admin-username" label="Username">
          <Input
            name="username"
            autoComplete="username"
            required
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </Field>
        <Field id="admin-password" label="Password">
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <div role="alert" id={errorId} className="min-h-5 text-sm font-medium text-red-700">
          {error}
        </div>
        <Button type="submit" className="w-full" disabled={pending}>
          {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {pending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </Dialog>
  );
}
