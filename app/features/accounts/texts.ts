import type { Toast } from "~/lib/toast.ts";
import type { UserCategory } from "./constants.ts";

/** The account pages' texts (auth and /account), kept in one place for translation. */

export const USER_CATEGORY_LABELS: Record<UserCategory, string> = {
  traveller: "Traveller",
  "local-guide": "Local Guide",
  photographer: "Photographer",
  blogger: "Blogger",
  business: "Business",
};

/** The title of every refusal of a new avatar. */
export const AVATAR_NOT_UPDATED = "Avatar not updated";

/** The specification's account texts (section 8). */
export const TEXTS = {
  signInFailed: { title: "Sign in failed", description: "Invalid email or password. Please try again." },
  emailNotConfirmed: {
    title: "Email not confirmed",
    description: "Please check your email and click the confirmation link before signing in.",
  },
  accountExists: { title: "Account exists", description: "This email is already registered. Please sign in instead." },
  accountCreated: {
    title: "Account created!",
    description: "Please check your email and click the confirmation link to activate your account.",
  },
  welcome: { title: "Welcome!", description: "You are signed in." },
  signedOut: { title: "Signed out", description: "You have been signed out." },
  resend: { label: "Resend confirmation email", pending: "Sending..." },
} as const;

/** The lasting state after a sign-up (issue 28): where the link went, what to do, and how to get another. */
export const ACCOUNT_CREATED_TEXTS = {
  sentTo: "We sent the confirmation link to",
  checkEmail:
    "Check your email and open the link to confirm your address. It can take a few minutes; look in the spam folder too.",
  noMail: "No email after a few minutes?",
  signInAfter: "Once confirmed,",
  signInLink: "sign in here",
} as const;

/** The page the emailed confirmation link opens (/auth/confirm). */
export const CONFIRM_TEXTS = {
  confirmedTitle: "Email confirmed",
  signedIn: "Your email address is confirmed and you are signed in. Welcome to the community!",
  signInNow: "Your email address is confirmed. You can now sign in.",
  toCommunity: "Go to the community",
  toAccount: "Your account",
} as const;

/** What the form script shows when a form's answer does not arrive (offline, a proxy's error page). */
export const FORM_FAILED = { title: "Error", description: "Something went wrong. Please try again." } as const;

/** The sign-in, sign-up, forgot and reset forms: labels, hints, buttons and busy texts. */
export const AUTH_FORM_TEXTS = {
  email: "Email",
  password: "Password",
  nameOptional: "Name (optional)",
  newPassword: "New password",
  passwordHint: (min: number) => `At least ${min} characters; very common passwords are not accepted.`,
  signIn: "Sign In",
  signingIn: "Signing in...",
  createAccount: "Create Account",
  creatingAccount: "Creating account...",
  forgotLink: "Forgot your password?",
  sendResetLink: "Send reset link",
  sending: "Sending...",
  setNewPassword: "Set new password",
  saving: "Saving...",
  signOut: "Sign Out",
  signingOut: "Signing out...",
} as const;

/** The /auth page around the forms: links, the signed-in card, the tabs and the sign-up terms line (kept in parts around its links). */
export const AUTH_PAGE_TEXTS = {
  metaTitle: "Sign in or create an account",
  metaDescription: "Sign in or create a free account to post, comment and upvote in the Sulawesi travel community.",
  backToCommunity: "Back to Community",
  welcomeBackBefore: "Welcome back, ",
  welcomeBackAfter: "!",
  signedInAsBefore: "You are signed in as ",
  signedInAsAfter: ".",
  toCommunity: "Go to Community",
  toAccount: "Your account",
  tabsLabel: "Sign in or sign up",
  signUpTab: "Sign Up",
  agreeBefore: "By creating an account you agree to our",
  terms: "Terms",
  and: "and",
  privacy: "Privacy Policy",
  agreeAfter: ". You must be at least 13 years old.",
} as const;

/** The /account page: its meta, sections, fields, buttons and busy texts. */
export const ACCOUNT_PAGE_TEXTS = {
  metaTitle: "Your account",
  metaDescription: "Edit your community profile, change your password, download or delete your data.",
  heading: "Your account",
  toCommunity: "Go to Community",
  profile: {
    title: "Profile",
    nameLabel: "Name",
    nameHint: "Shown with your posts and comments. Leave empty to appear as “Traveller”.",
    categoryLabel: "I am a",
    submit: "Save profile",
    busy: "Saving...",
  },
  avatar: {
    title: "Avatar",
    fileLabel: "Profile picture",
    fileHint: "JPEG, PNG, WebP or GIF, at most 5 MB. It is cropped to a square and resized.",
    upload: "Upload avatar",
    uploading: "Uploading...",
    remove: "Remove avatar",
    removing: "Removing...",
  },
  password: {
    title: "Change password",
    currentLabel: "Current password",
    newLabel: "New password",
    newHint: (min: number) =>
      `At least ${min} characters; very common passwords are not accepted. Your other sessions will be signed out.`,
    submit: "Change password",
    busy: "Saving...",
  },
  data: {
    title: "Your data",
    description: "Download everything we store about your account (profile, sessions, posts, comments) as JSON.",
    download: "Download my data",
  },
  delete: {
    title: "Delete account",
    warning:
      "This deletes your account, your profile, your posts, comments and upvotes, and signs you out everywhere. It cannot be undone.",
    passwordLabel: "Your password",
    confirm: "I understand that my account and content will be deleted permanently.",
    submit: "Delete my account",
    busy: "Deleting...",
  },
} as const;

/** The answer to a post whose form could not be read. */
export const FORM_UNREADABLE = {
  title: "Error",
  description: "The form could not be read. Please try again.",
  variant: "destructive",
} as const satisfies Toast;

/** /auth/confirm: its meta and the failed confirmation. */
export const CONFIRM_PAGE_TEXTS = {
  metaTitle: "Confirm your email",
  metaDescription: "Confirm the email address of your community account.",
  signIn: "Sign In",
  failedTitle: "Confirmation failed",
  failed: "This confirmation link is invalid or has expired. Sign in with your email and password to get a new one.",
  toSignIn: "Go to Sign In",
} as const;

/** /auth/forgot: its meta, page texts and answers. */
export const FORGOT_PAGE_TEXTS = {
  metaTitle: "Forgot your password?",
  metaDescription: "Get a link to choose a new password for your community account.",
  backToSignIn: "Back to Sign In",
  heading: "Forgot your password?",
  intro: "Enter your account's email address and we will send you a link to choose a new password.",
  sentToast: {
    title: "Check your email",
    description: "If an account uses this address, a reset link is on its way.",
  },
  sent: {
    title: "Check your email",
    description:
      "If an account uses this address, we have sent it a link to choose a new password. The link works once, for one hour.",
  },
} as const;

/** /auth/reset: its meta, page texts and the answer after a change. */
export const RESET_PAGE_TEXTS = {
  metaTitle: "Choose a new password",
  metaDescription: "Choose a new password for your community account.",
  heading: "Choose a new password",
  incomplete: {
    title: "Reset link incomplete",
    description: "Open the link from the email again, or ask for a new one.",
  },
  askNewLink: "Ask for a new link",
  expired: "Link expired or already used?",
  changed: {
    title: "Password changed",
    description: "Your password has been changed and you were signed out everywhere. Please sign in.",
  },
} as const;

/** The toasts and refusals of the /account action (profile, avatar, password, delete). */
export const ACCOUNT_ACTION_TEXTS = {
  profileUpdated: { title: "Profile updated", description: "Your changes have been saved." },
  avatarUpdated: { title: "Avatar updated" },
  avatarRemoved: { title: "Avatar removed" },
  passwordChanged: { title: "Password changed", description: "Your other sessions have been signed out." },
  accountNotDeleted: "Account not deleted",
  tickToConfirm: "Please tick the box to confirm.",
  accountDeleted: { title: "Account deleted", description: "Your account and its content have been deleted." },
  avatarTooLarge: "Your image must be at most 5 MB.",
  noImage: { title: "No image", description: "Please choose an image file." },
  passwordNotChanged: "Password not changed",
  currentPasswordWrong: "Your current password is not correct.",
  passwordWrong: "Your password is not correct.",
  confirmationSent: {
    title: "Confirmation email sent",
    description: "If this account is waiting for confirmation, a new link is on its way. Please check your email.",
  },
} as const;

/** The refusals the account rules answer with (rate limits, sign-up, confirmation and reset links). */
export const ACCOUNT_RULE_TEXTS = {
  tooManyTitle: "Too many attempts",
  tooMany: (wait: string) => `Too many attempts. Please wait ${wait} and try again.`,
  signUpFailed: "Sign up failed",
  confirmationFailed: "Confirmation failed",
  confirmationInvalid: "This confirmation link is invalid or has expired. Sign in to get a new one.",
  resetFailed: "Reset failed",
  resetInvalid: "This reset link is invalid, expired or already used. Please ask for a new one.",
} as const;

/** The plain-text answers to a request without the needed sign-in or role. */
export const ACCESS_TEXTS = {
  signInRequired: "Please sign in to continue.",
  adminRequired: "You need admin privileges to access this page.",
} as const;

/** The JSON answers of /api/auth for a path it does not serve or a request it refuses. */
export const AUTH_API_TEXTS = {
  notFound: "Not found",
  invalidCharacters: "The request contains characters that are not allowed.",
} as const;

/** The field errors of the account forms, shown next to the inputs. */
export const FIELD_ERROR_TEXTS = {
  emailMissing: "Please enter your email address.",
  emailTooLong: "This email address is too long.",
  emailInvalid: "Please enter a valid email address.",
  passwordMissing: "Please enter your password.",
  passwordTooLong: "This password is too long.",
  newPasswordMissing: "Please choose a password.",
  newPasswordTooShort: (min: number) => `Your password must be at least ${min} characters.`,
  newPasswordTooLong: (max: number) => `Your password must be at most ${max} characters.`,
  nameTooLong: (max: number) => `Your name must be at most ${max} characters.`,
  nameCharacters: "Your name must not contain < > or control characters.",
  resetTokenMissing: "This reset link is incomplete.",
  categoryInvalid: "Please choose one of the listed categories.",
} as const;
