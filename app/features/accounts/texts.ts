/** The specification's account texts (section 8), shared by the server and the pages. */
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
} as const;
