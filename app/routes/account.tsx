import { Download, UserRound } from "lucide-react";
import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { FieldError, SelectField, TextField } from "~/components/form/Field.tsx";
import { SubmitButton } from "~/components/form/Form.tsx";
import { FormMessage, unlessAtField } from "~/components/form/FormMessage.tsx";
import { Link } from "~/components/Link.tsx";
import { Container } from "~/components/ui/index.tsx";
import {
  type AccountActionResult,
  type AccountIntent,
  handleAccountAction,
} from "~/features/accounts/account-actions.server.ts";
import { AuthCard } from "~/features/accounts/components/AuthCard.tsx";
import { UserBadge } from "~/features/accounts/components/UserBadge.tsx";
import { MIN_PASSWORD_LENGTH, USER_CATEGORIES } from "~/features/accounts/constants.ts";
import { requireUser } from "~/features/accounts/session.server.ts";
import { AUTH_FORM_TEXTS, ACCOUNT_PAGE_TEXTS as T, USER_CATEGORY_LABELS } from "~/features/accounts/texts.ts";
import { NotificationSettings } from "~/features/notifications/components/NotificationSettings.tsx";
import { getLevel, newReplies } from "~/features/notifications/notifications.server.ts";
import { NOTIFICATION_TEXTS } from "~/features/notifications/texts.ts";
import type { RouteHandle } from "~/lib/handle.ts";
import { assertSameOrigin } from "~/lib/origin.server.ts";
import { passOnHeaders } from "~/lib/route-headers.ts";
import { rootConfig, seo } from "~/lib/seo.ts";
import { useLocale, useTexts } from "~/lib/use-locale.ts";
import type { Route } from "./+types/account";

export const handle: RouteHandle = { hydrate: true };

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  const t = T[site.locale ?? "en"];
  return seo(site, { title: t.metaTitle, description: t.metaDescription, path: "/account", noindex: true });
};

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [level, replies] = await Promise.all([getLevel(user.id), newReplies(user.id)]);
  return data(
    {
      notifications: { level, newReplies: replies },
      user: {
        name: user.name,
        displayName: user.displayName,
        email: user.email,
        userCategory: user.userCategory,
        image: user.image,
        createdAt: user.createdAt,
        role: user.role,
      },
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

type Intent = AccountIntent;
type Result = AccountActionResult;

/** React Router passes an action's headers on only through this export. */
export function headers(args: Route.HeadersArgs) {
  return passOnHeaders(args);
}

/** Profile, avatar, password, delete and sign out (app/features/accounts/account-actions.server.ts). */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = await requireUser(request);
  return handleAccountAction(request, user);
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <AuthCard>
      <section aria-labelledby={id} className="space-y-4">
        <h2 id={id} className="text-xl font-bold text-ocean-900">
          {title}
        </h2>
        {children}
      </section>
    </AuthCard>
  );
}

export default function AccountPage() {
  const { user, notifications } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const navigation = useNavigation();
  const t = useTexts(T);
  const formT = useTexts(AUTH_FORM_TEXTS);
  const categories = useTexts(USER_CATEGORY_LABELS);
  // Each message once (issue 19): a refusal is shown in its section (or only under its field), not also
  // as a toast; a success redirects with the flash toast, which the root layout shows.
  const busy = (intent: Intent) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const errors = (intent: Intent) => (result?.intent === intent ? (result.fieldErrors ?? {}) : {});
  const message = (intent: Intent) => {
    const toast = result?.intent === intent ? unlessAtField(result.toast, result.fieldErrors) : undefined;
    return toast ? <FormMessage title={toast.title} description={toast.description} /> : null;
  };

  return (
    <Container className="max-w-2xl space-y-6 py-12">
      <div className="flex items-center gap-4">
        {user.image ? (
          <img src={user.image} alt="" width={64} height={64} className="size-16 rounded-full object-cover" />
        ) : (
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-ocean-100 text-ocean-800">
            <UserRound aria-hidden="true" className="size-8" />
          </span>
        )}
        <div>
          <h1 className="text-3xl font-extrabold text-ocean-900">{t.heading}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-600">
            {user.displayName} · {user.email} <UserBadge category={user.userCategory} />
          </p>
        </div>
      </div>
      <p>
        <Link to="/community" className="font-semibold text-ocean-800 underline-offset-2 hover:underline">
          {t.toCommunity}
        </Link>
      </p>

      <Section id="profile-heading" title={t.profile.title}>
        {message("profile")}
        <Form method="post" className="space-y-4" noValidate>
          <TextField
            look="card"
            id="profile-name"
            label={t.profile.nameLabel}
            name="name"
            defaultValue={user.name}
            maxLength={80}
            autoComplete="name"
            hint={t.profile.nameHint}
            error={errors("profile").name}
          />
          <SelectField
            id="profile-userCategory"
            label={t.profile.categoryLabel}
            name="userCategory"
            options={USER_CATEGORIES.map((c) => ({ value: c, label: categories[c] }))}
            defaultValue={user.userCategory}
            error={errors("profile").userCategory}
          />
          <SubmitButton name="intent" value="profile" busy={busy("profile")} busyText={t.profile.busy}>
            {t.profile.submit}
          </SubmitButton>
        </Form>
      </Section>

      <Section id="avatar-heading" title={t.avatar.title}>
        {message("avatar")}
        <Form method="post" encType="multipart/form-data" className="space-y-4">
          <TextField
            look="card"
            id="avatar-avatar"
            label={t.avatar.fileLabel}
            name="avatar"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            required
            hint={t.avatar.fileHint}
            error={errors("avatar").avatar}
          />
          <SubmitButton name="intent" value="avatar" busy={busy("avatar")} busyText={t.avatar.uploading}>
            {t.avatar.upload}
          </SubmitButton>
        </Form>
        {user.image ? (
          <Form method="post">
            <SubmitButton
              name="intent"
              value="remove-avatar"
              busy={busy("remove-avatar")}
              busyText={t.avatar.removing}
              look="outline"
            >
              {t.avatar.remove}
            </SubmitButton>
          </Form>
        ) : null}
      </Section>

      <div id="notifications" className="scroll-mt-24">
        <Section id="notifications-heading" title={NOTIFICATION_TEXTS[useLocale()].sectionTitle}>
          <NotificationSettings level={notifications.level} newReplies={notifications.newReplies} />
        </Section>
      </div>

      <Section id="password-heading" title={t.password.title}>
        {message("password")}
        <Form method="post" className="space-y-4" noValidate>
          <TextField
            look="card"
            id="password-currentPassword"
            label={t.password.currentLabel}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            error={errors("password").currentPassword}
          />
          <TextField
            look="card"
            id="password-newPassword"
            label={t.password.newLabel}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            hint={t.password.newHint(MIN_PASSWORD_LENGTH)}
            error={errors("password").newPassword}
          />
          <SubmitButton name="intent" value="password" busy={busy("password")} busyText={t.password.busy}>
            {t.password.submit}
          </SubmitButton>
        </Form>
      </Section>

      <Section id="data-heading" title={t.data.title}>
        <p className="text-slate-600">{t.data.description}</p>
        <a
          href="/account/data.json"
          download
          className="inline-flex items-center gap-2 rounded-full border border-ocean-700 px-5 py-2.5 text-sm font-semibold text-ocean-800 hover:bg-ocean-50"
        >
          <Download aria-hidden="true" className="size-4" />
          {t.data.download}
        </a>
      </Section>

      <Section id="delete-heading" title={t.delete.title}>
        {message("delete")}
        <p className="text-slate-600">{t.delete.warning}</p>
        <Form method="post" className="space-y-4" noValidate reloadDocument>
          <TextField
            look="card"
            id="delete-password"
            label={t.delete.passwordLabel}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={errors("delete").password}
          />
          <div className="flex items-start gap-2">
            <input id="delete-confirm" name="confirm" type="checkbox" value="yes" required className="mt-1 size-4" />
            <label htmlFor="delete-confirm" className="text-sm text-slate-800">
              {t.delete.confirm}
            </label>
          </div>
          <FieldError error={errors("delete").confirm} />
          <SubmitButton name="intent" value="delete" busy={busy("delete")} busyText={t.delete.busy} look="danger">
            {t.delete.submit}
          </SubmitButton>
        </Form>
      </Section>

      {/* Full page loads: "/" is prerendered, and only a document request shows the toast there. */}
      {message("signout")}
      <Form method="post" reloadDocument>
        <SubmitButton name="intent" value="signout" busy={busy("signout")} busyText={formT.signingOut} look="outline">
          {formT.signOut}
        </SubmitButton>
      </Form>
    </Container>
  );
}
