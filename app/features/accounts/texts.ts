import { defineTexts } from "~/lib/locale.ts";
import type { Toast } from "~/lib/toast.ts";
import type { UserCategory } from "./constants.ts";

/** The account pages' texts (auth and /account) in both editions (ADR 0036), and the account mails. */

export const USER_CATEGORY_LABELS = /* @__PURE__ */ defineTexts<Record<UserCategory, string>>({
  en: {
    traveller: "Traveller",
    "local-guide": "Local Guide",
    photographer: "Photographer",
    blogger: "Blogger",
    business: "Business",
  },
  id: {
    traveller: "Pelancong",
    "local-guide": "Pemandu Lokal",
    photographer: "Fotografer",
    blogger: "Blogger",
    business: "Pelaku Usaha",
  },
});

/** The title of every refusal of a new avatar. */
export const AVATAR_NOT_UPDATED = /* @__PURE__ */ defineTexts({
  en: "Avatar not updated",
  id: "Avatar tidak diperbarui",
});

/** The specification's account texts (section 8). */
export const TEXTS = /* @__PURE__ */ defineTexts({
  en: {
    signInFailed: { title: "Sign in failed", description: "Invalid email or password. Please try again." },
    emailNotConfirmed: {
      title: "Email not confirmed",
      description: "Please check your email and click the confirmation link before signing in.",
    },
    accountExists: {
      title: "Account exists",
      description: "This email is already registered. Please sign in instead.",
    },
    accountCreated: {
      title: "Account created!",
      description: "Please check your email and click the confirmation link to activate your account.",
    },
    welcome: { title: "Welcome!", description: "You are signed in." },
    signedOut: { title: "Signed out", description: "You have been signed out." },
    resend: { label: "Resend confirmation email", pending: "Sending..." },
  },
  id: {
    signInFailed: { title: "Gagal masuk", description: "Email atau kata sandi salah. Silakan coba lagi." },
    emailNotConfirmed: {
      title: "Email belum dikonfirmasi",
      description: "Silakan buka email Anda dan klik tautan konfirmasi sebelum masuk.",
    },
    accountExists: {
      title: "Akun sudah ada",
      description: "Email ini sudah terdaftar. Silakan masuk saja.",
    },
    accountCreated: {
      title: "Akun berhasil dibuat!",
      description: "Silakan buka email Anda dan klik tautan konfirmasi untuk mengaktifkan akun.",
    },
    welcome: { title: "Selamat datang!", description: "Anda sudah masuk." },
    signedOut: { title: "Sudah keluar", description: "Anda telah keluar dari akun." },
    resend: { label: "Kirim ulang email konfirmasi", pending: "Mengirim..." },
  },
});

/** The lasting state after a sign-up (issue 28): where the link went, what to do, and how to get another. */
export const ACCOUNT_CREATED_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
    sentTo: "We sent the confirmation link to",
    checkEmail:
      "Check your email and open the link to confirm your address. It can take a few minutes; look in the spam folder too.",
    noMail: "No email after a few minutes?",
    signInAfter: "Once confirmed,",
    signInLink: "sign in here",
  },
  id: {
    sentTo: "Kami sudah mengirim tautan konfirmasi ke",
    checkEmail:
      "Buka email Anda dan klik tautannya untuk mengonfirmasi alamat Anda. Mungkin perlu beberapa menit; periksa juga folder spam.",
    noMail: "Belum ada email setelah beberapa menit?",
    signInAfter: "Setelah dikonfirmasi,",
    signInLink: "masuk di sini",
  },
});

/** The page the emailed confirmation link opens (/auth/confirm). */
export const CONFIRM_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
    confirmedTitle: "Email confirmed",
    signedIn: "Your email address is confirmed and you are signed in. Welcome to the community!",
    signInNow: "Your email address is confirmed. You can now sign in.",
    toCommunity: "Go to the community",
    toAccount: "Your account",
  },
  id: {
    confirmedTitle: "Email terkonfirmasi",
    signedIn: "Alamat email Anda sudah terkonfirmasi dan Anda sudah masuk. Selamat bergabung di komunitas!",
    signInNow: "Alamat email Anda sudah terkonfirmasi. Sekarang Anda bisa masuk.",
    toCommunity: "Ke komunitas",
    toAccount: "Akun Anda",
  },
});

/** What the form script shows when a form's answer does not arrive (offline, a proxy's error page). */
export const FORM_FAILED = /* @__PURE__ */ defineTexts({
  en: { title: "Error", description: "Something went wrong. Please try again." },
  id: { title: "Kesalahan", description: "Terjadi kesalahan. Silakan coba lagi." },
});

/** The sign-in, sign-up, forgot and reset forms: labels, hints, buttons and busy texts. */
export const AUTH_FORM_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
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
  },
  id: {
    email: "Email",
    password: "Kata sandi",
    nameOptional: "Nama (opsional)",
    newPassword: "Kata sandi baru",
    passwordHint: (min: number) => `Minimal ${min} karakter; kata sandi yang sangat umum tidak diterima.`,
    signIn: "Masuk",
    signingIn: "Sedang masuk...",
    createAccount: "Buat Akun",
    creatingAccount: "Membuat akun...",
    forgotLink: "Lupa kata sandi?",
    sendResetLink: "Kirim tautan atur ulang",
    sending: "Mengirim...",
    setNewPassword: "Simpan kata sandi baru",
    saving: "Menyimpan...",
    signOut: "Keluar",
    signingOut: "Sedang keluar...",
  },
});

/** The /auth page around the forms: links, the signed-in card, the tabs and the sign-up terms line (kept in parts around its links). */
export const AUTH_PAGE_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
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
    joinHeading: "Join the Community",
    joinIntro: "Create a free account to post, comment and upvote.",
    welcomeHeading: "Welcome Back",
    welcomeIntro: "Sign in to post, comment and upvote in the community.",
  },
  id: {
    metaTitle: "Masuk atau buat akun",
    metaDescription:
      "Masuk atau buat akun gratis untuk menulis, berkomentar, dan memberi suara di komunitas wisata Sulawesi.",
    backToCommunity: "Kembali ke Komunitas",
    welcomeBackBefore: "Selamat datang kembali, ",
    welcomeBackAfter: "!",
    signedInAsBefore: "Anda masuk sebagai ",
    signedInAsAfter: ".",
    toCommunity: "Ke Komunitas",
    toAccount: "Akun Anda",
    tabsLabel: "Masuk atau daftar",
    signUpTab: "Daftar",
    agreeBefore: "Dengan membuat akun, Anda menyetujui",
    terms: "Ketentuan",
    and: "dan",
    privacy: "Kebijakan Privasi",
    agreeAfter: " kami. Usia Anda minimal 13 tahun.",
    joinHeading: "Bergabung dengan Komunitas",
    joinIntro: "Buat akun gratis untuk menulis, berkomentar, dan memberi suara.",
    welcomeHeading: "Selamat Datang Kembali",
    welcomeIntro: "Masuk untuk menulis, berkomentar, dan memberi suara di komunitas.",
  },
});

/** The /account page: its meta, sections, fields, buttons and busy texts. */
export const ACCOUNT_PAGE_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
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
  },
  id: {
    metaTitle: "Akun Anda",
    metaDescription: "Ubah profil komunitas Anda, ganti kata sandi, unduh atau hapus data Anda.",
    heading: "Akun Anda",
    toCommunity: "Ke Komunitas",
    profile: {
      title: "Profil",
      nameLabel: "Nama",
      nameHint: "Ditampilkan bersama tulisan dan komentar Anda. Kosongkan untuk tampil sebagai “Pelancong”.",
      categoryLabel: "Saya seorang",
      submit: "Simpan profil",
      busy: "Menyimpan...",
    },
    avatar: {
      title: "Avatar",
      fileLabel: "Foto profil",
      fileHint: "JPEG, PNG, WebP, atau GIF, maksimal 5 MB. Foto dipotong menjadi persegi dan diperkecil.",
      upload: "Unggah avatar",
      uploading: "Mengunggah...",
      remove: "Hapus avatar",
      removing: "Menghapus...",
    },
    password: {
      title: "Ganti kata sandi",
      currentLabel: "Kata sandi saat ini",
      newLabel: "Kata sandi baru",
      newHint: (min: number) =>
        `Minimal ${min} karakter; kata sandi yang sangat umum tidak diterima. Sesi Anda di perangkat lain akan dikeluarkan.`,
      submit: "Ganti kata sandi",
      busy: "Menyimpan...",
    },
    data: {
      title: "Data Anda",
      description:
        "Unduh semua yang kami simpan tentang akun Anda (profil, sesi, tulisan, komentar) dalam format JSON.",
      download: "Unduh data saya",
    },
    delete: {
      title: "Hapus akun",
      warning:
        "Ini menghapus akun, profil, tulisan, komentar, dan suara Anda, serta mengeluarkan Anda dari semua perangkat. Tindakan ini tidak bisa dibatalkan.",
      passwordLabel: "Kata sandi Anda",
      confirm: "Saya mengerti bahwa akun dan konten saya akan dihapus selamanya.",
      submit: "Hapus akun saya",
      busy: "Menghapus...",
    },
  },
});

/** The answer to a post whose form could not be read. */
export const FORM_UNREADABLE = /* @__PURE__ */ defineTexts<Toast>({
  en: { title: "Error", description: "The form could not be read. Please try again.", variant: "destructive" },
  id: { title: "Kesalahan", description: "Formulir tidak dapat dibaca. Silakan coba lagi.", variant: "destructive" },
});

/** /auth/confirm: its meta and the failed confirmation. */
export const CONFIRM_PAGE_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
    metaTitle: "Confirm your email",
    metaDescription: "Confirm the email address of your community account.",
    signIn: "Sign In",
    failedTitle: "Confirmation failed",
    failed: "This confirmation link is invalid or has expired. Sign in with your email and password to get a new one.",
    toSignIn: "Go to Sign In",
  },
  id: {
    metaTitle: "Konfirmasi email Anda",
    metaDescription: "Konfirmasi alamat email akun komunitas Anda.",
    signIn: "Masuk",
    failedTitle: "Konfirmasi gagal",
    failed:
      "Tautan konfirmasi ini tidak valid atau sudah kedaluwarsa. Masuk dengan email dan kata sandi Anda untuk mendapatkan tautan baru.",
    toSignIn: "Ke halaman Masuk",
  },
});

/** /auth/forgot: its meta, page texts and answers. */
export const FORGOT_PAGE_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
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
  },
  id: {
    metaTitle: "Lupa kata sandi?",
    metaDescription: "Dapatkan tautan untuk memilih kata sandi baru bagi akun komunitas Anda.",
    backToSignIn: "Kembali ke halaman Masuk",
    heading: "Lupa kata sandi?",
    intro: "Masukkan alamat email akun Anda, dan kami akan mengirim tautan untuk memilih kata sandi baru.",
    sentToast: {
      title: "Periksa email Anda",
      description: "Jika ada akun dengan alamat ini, tautan atur ulang sedang dikirim.",
    },
    sent: {
      title: "Periksa email Anda",
      description:
        "Jika ada akun dengan alamat ini, kami sudah mengirim tautan untuk memilih kata sandi baru. Tautan itu hanya berlaku sekali, selama satu jam.",
    },
  },
});

/** /auth/reset: its meta, page texts and the answer after a change. */
export const RESET_PAGE_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
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
  },
  id: {
    metaTitle: "Pilih kata sandi baru",
    metaDescription: "Pilih kata sandi baru untuk akun komunitas Anda.",
    heading: "Pilih kata sandi baru",
    incomplete: {
      title: "Tautan atur ulang tidak lengkap",
      description: "Buka lagi tautan dari email, atau minta tautan baru.",
    },
    askNewLink: "Minta tautan baru",
    expired: "Tautan kedaluwarsa atau sudah dipakai?",
    changed: {
      title: "Kata sandi diganti",
      description: "Kata sandi Anda sudah diganti dan Anda dikeluarkan dari semua perangkat. Silakan masuk.",
    },
  },
});

/** The toasts and refusals of the /account action (profile, avatar, password, delete). */
export const ACCOUNT_ACTION_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
    profileUpdated: { title: "Profile updated", description: "Your changes have been saved." },
    profileNotSaved: "Profile not saved",
    correctFields: "Please correct the highlighted fields.",
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
  },
  id: {
    profileUpdated: { title: "Profil diperbarui", description: "Perubahan Anda sudah disimpan." },
    profileNotSaved: "Profil tidak disimpan",
    correctFields: "Silakan perbaiki kolom yang ditandai.",
    avatarUpdated: { title: "Avatar diperbarui" },
    avatarRemoved: { title: "Avatar dihapus" },
    passwordChanged: { title: "Kata sandi diganti", description: "Sesi Anda di perangkat lain sudah dikeluarkan." },
    accountNotDeleted: "Akun tidak dihapus",
    tickToConfirm: "Silakan centang kotak untuk mengonfirmasi.",
    accountDeleted: { title: "Akun dihapus", description: "Akun Anda beserta kontennya sudah dihapus." },
    avatarTooLarge: "Ukuran gambar maksimal 5 MB.",
    noImage: { title: "Tidak ada gambar", description: "Silakan pilih berkas gambar." },
    passwordNotChanged: "Kata sandi tidak diganti",
    currentPasswordWrong: "Kata sandi Anda saat ini tidak benar.",
    passwordWrong: "Kata sandi Anda tidak benar.",
    confirmationSent: {
      title: "Email konfirmasi dikirim",
      description: "Jika akun ini masih menunggu konfirmasi, tautan baru sedang dikirim. Silakan periksa email Anda.",
    },
  },
});

/** The refusals the account rules answer with (rate limits, sign-up, confirmation and reset links). */
export const ACCOUNT_RULE_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
    tooManyTitle: "Too many attempts",
    tooMany: (wait: string) => `Too many attempts. Please wait ${wait} and try again.`,
    signUpFailed: "Sign up failed",
    confirmationFailed: "Confirmation failed",
    confirmationInvalid: "This confirmation link is invalid or has expired. Sign in to get a new one.",
    resetFailed: "Reset failed",
    resetInvalid: "This reset link is invalid, expired or already used. Please ask for a new one.",
  },
  id: {
    tooManyTitle: "Terlalu banyak percobaan",
    tooMany: (wait: string) => `Terlalu banyak percobaan. Silakan tunggu ${wait} lalu coba lagi.`,
    signUpFailed: "Pendaftaran gagal",
    confirmationFailed: "Konfirmasi gagal",
    confirmationInvalid:
      "Tautan konfirmasi ini tidak valid atau sudah kedaluwarsa. Masuk untuk mendapatkan tautan baru.",
    resetFailed: "Atur ulang gagal",
    resetInvalid: "Tautan atur ulang ini tidak valid, kedaluwarsa, atau sudah dipakai. Silakan minta tautan baru.",
  },
});

/** The plain-text answers to a request without the needed sign-in or role. */
export const ACCESS_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
    signInRequired: "Please sign in to continue.",
    adminRequired: "You need admin privileges to access this page.",
  },
  id: {
    signInRequired: "Silakan masuk untuk melanjutkan.",
    adminRequired: "Anda memerlukan hak admin untuk membuka halaman ini.",
  },
});

/** The JSON answers of /api/auth for a path it does not serve or a request it refuses. */
export const AUTH_API_TEXTS = {
  notFound: "Not found",
  invalidCharacters: "The request contains characters that are not allowed.",
} as const;

/** The field errors of the account forms, shown next to the inputs. */
export const FIELD_ERROR_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
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
  },
  id: {
    emailMissing: "Silakan masukkan alamat email Anda.",
    emailTooLong: "Alamat email ini terlalu panjang.",
    emailInvalid: "Silakan masukkan alamat email yang valid.",
    passwordMissing: "Silakan masukkan kata sandi Anda.",
    passwordTooLong: "Kata sandi ini terlalu panjang.",
    newPasswordMissing: "Silakan pilih kata sandi.",
    newPasswordTooShort: (min: number) => `Kata sandi Anda minimal ${min} karakter.`,
    newPasswordTooLong: (max: number) => `Kata sandi Anda maksimal ${max} karakter.`,
    nameTooLong: (max: number) => `Nama Anda maksimal ${max} karakter.`,
    nameCharacters: "Nama Anda tidak boleh berisi < > atau karakter kontrol.",
    resetTokenMissing: "Tautan atur ulang ini tidak lengkap.",
    categoryInvalid: "Silakan pilih salah satu kategori yang tersedia.",
  },
});

/**
 * The account mails (ADR 0036: in the member's stored language, `users.locale`): the confirmation
 * sent at sign-up (the welcome) and the password reset.
 */
export const ACCOUNT_MAIL_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
    resetSubject: (site: string) => `Reset your ${site} password`,
    reset: (site: string, url: string) =>
      `Someone (hopefully you) asked to reset the password of your ${site} account.\n\nChoose a new password here (the link works once, for one hour):\n${url}\n\nIf you did not ask for this, ignore this email: your password stays the same.`,
    confirmSubject: (site: string) => `Confirm your ${site} account`,
    confirm: (site: string, url: string) =>
      `Welcome to ${site}!\n\nPlease confirm your email address to finish creating your account (the link works for 24 hours):\n${url}\n\nIf you did not sign up, ignore this email and no account will be activated.`,
  },
  id: {
    resetSubject: (site: string) => `Atur ulang kata sandi ${site} Anda`,
    reset: (site: string, url: string) =>
      `Seseorang (semoga Anda sendiri) meminta untuk mengatur ulang kata sandi akun ${site} Anda.\n\nPilih kata sandi baru di sini (tautan hanya berlaku sekali, selama satu jam):\n${url}\n\nJika Anda tidak memintanya, abaikan email ini: kata sandi Anda tetap sama.`,
    confirmSubject: (site: string) => `Konfirmasi akun ${site} Anda`,
    confirm: (site: string, url: string) =>
      `Selamat datang di ${site}!\n\nSilakan konfirmasi alamat email Anda untuk menyelesaikan pembuatan akun (tautan berlaku selama 24 jam):\n${url}\n\nJika Anda tidak mendaftar, abaikan email ini dan tidak ada akun yang akan diaktifkan.`,
  },
});

/** The account rules' own refusals (common password, suspended account, failed sign-out) for the pages. */
export const ACCOUNT_REFUSAL_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
    commonPassword:
      "This password is one of the most commonly used passwords and is easy to guess. Please choose another.",
    banned: "This account has been suspended. Contact us if you think this is a mistake.",
    signOutFailed: "We could not sign you out: your session is still active. Please try again.",
    somethingWrong: "Something went wrong. Please try again.",
  },
  id: {
    commonPassword:
      "Kata sandi ini termasuk yang paling sering dipakai dan mudah ditebak. Silakan pilih kata sandi lain.",
    banned: "Akun ini ditangguhkan. Hubungi kami jika menurut Anda ini keliru.",
    signOutFailed: "Kami tidak dapat mengeluarkan Anda: sesi Anda masih aktif. Silakan coba lagi.",
    somethingWrong: "Terjadi kesalahan. Silakan coba lagi.",
  },
});

/** Why a new avatar was refused (under the title AVATAR_NOT_UPDATED). */
export const AVATAR_REFUSAL_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
    chooseImage: "Please choose an image file.",
    tooLarge: "Your image must be at most 5 MB.",
    unreadable: "This file is not an image we can read. Please upload a JPEG, PNG, WebP or GIF image.",
    format: "Please upload a JPEG, PNG, WebP or GIF image.",
    unprocessable: "This image could not be processed. Please try another one.",
  },
  id: {
    chooseImage: "Silakan pilih berkas gambar.",
    tooLarge: "Ukuran gambar maksimal 5 MB.",
    unreadable: "Berkas ini bukan gambar yang bisa kami baca. Silakan unggah gambar JPEG, PNG, WebP, atau GIF.",
    format: "Silakan unggah gambar JPEG, PNG, WebP, atau GIF.",
    unprocessable: "Gambar ini tidak dapat diproses. Silakan coba gambar lain.",
  },
});
