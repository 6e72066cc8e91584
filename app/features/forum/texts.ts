import { TEXTS as MEDIA_TEXTS } from "~/features/media/texts.ts";
import { formatNumber, plural } from "~/lib/format.ts";
import { defineTexts, type Locale } from "~/lib/locale.ts";
import type { PostCategory, PostSort } from "./constants.ts";

/**
 * Every text the forum shows (issue 29), in both editions (issue 31, ADR 0036): labels, the spec's
 * texts, messages, toasts and the list, post and comment texts. The edit history's texts are in
 * history-texts.ts, the reports' and their mails' in report-texts.ts (re-exported here). A text with
 * a value is a function. Shared by the server and the browser; no zod here.
 */

export { TEXTS_HISTORY } from "./history-texts.ts";
export { AUTO_HIDE_MAIL, REPORT_REASON_LABELS, REPORT_TEXTS, REVIEW_MAILS } from "./report-texts.ts";

export const CATEGORY_LABELS = defineTexts<Record<PostCategory, string>>({
  en: { general: "General", transport: "Transport", routes: "Routes", tips: "Tips", experience: "Experience" },
  id: { general: "Umum", transport: "Transportasi", routes: "Rute", tips: "Tips", experience: "Pengalaman" },
});

export const SORT_LABELS = defineTexts<Record<PostSort, string>>({
  en: {
    newest: "Newest",
    oldest: "Oldest",
    most_discussed: "Most discussed",
    most_liked: "Most liked",
    relevance: "Best match",
  },
  id: {
    newest: "Terbaru",
    oldest: "Terlama",
    most_discussed: "Paling ramai dibahas",
    most_liked: "Paling disukai",
    relevance: "Paling cocok",
  },
});

/**
 * A post's language (issue 31 point 5): the list's filter, the new-post form's choice, and the small
 * marker on a post written in the other edition's language.
 */
export const LANGUAGE_TEXTS = defineTexts({
  en: {
    filterLabel: "Language",
    allLanguages: "All languages",
    names: { en: "English", id: "Indonesian" } as Record<Locale, string>,
    postLanguage: "Written in",
    writtenIn: { en: "In English", id: "In Indonesian" } as Record<Locale, string>,
  },
  id: {
    filterLabel: "Bahasa",
    allLanguages: "Semua bahasa",
    names: { en: "Inggris", id: "Indonesia" },
    postLanguage: "Ditulis dalam bahasa",
    writtenIn: { en: "Dalam bahasa Inggris", id: "Dalam bahasa Indonesia" },
  },
});

/** The spec's texts (sections 5 and 8), exactly, and their Indonesian. */
export const TEXTS = defineTexts({
  en: {
    mustLogInToPost: "You must be logged in to create a post",
    missingInformation: "Missing information",
    fillAllFields: "Please fill in all fields",
    creating: "Creating...",
    postCreated: "Post created!",
    errorCreatingPost: MEDIA_TEXTS.en.errorCreatingPost,
    fileTooLarge: MEDIA_TEXTS.en.fileTooLarge,
    fileTooLargeDescription: MEDIA_TEXTS.en.fileTooLargeDescription,
    signInRequired: "Sign in required",
    signInToComment: "Please sign in to comment on posts.",
    signInToUpvote: "Please sign in to upvote posts.",
    posting: "Posting...",
    commentPosted: "Comment posted!",
    errorPostingComment: "Error posting comment",
    thanksForVoting: "Thanks for voting!",
    upvoteRemoved: "Upvote removed",
    upvoteFailed: "Failed to update upvote.",
    error: "Error",
    errorLoadingPosts: "Error loading posts",
    unableToLoadPosts: "Unable to load community posts. Please try again.",
  },
  id: {
    mustLogInToPost: "Anda harus masuk untuk membuat postingan",
    missingInformation: "Informasi belum lengkap",
    fillAllFields: "Harap isi semua kolom",
    creating: "Membuat...",
    postCreated: "Postingan dibuat!",
    errorCreatingPost: MEDIA_TEXTS.id.errorCreatingPost,
    fileTooLarge: MEDIA_TEXTS.id.fileTooLarge,
    fileTooLargeDescription: MEDIA_TEXTS.id.fileTooLargeDescription,
    signInRequired: "Perlu masuk",
    signInToComment: "Silakan masuk untuk mengomentari postingan.",
    signInToUpvote: "Silakan masuk untuk memberi suara pada postingan.",
    posting: "Mengirim...",
    commentPosted: "Komentar terkirim!",
    errorPostingComment: "Gagal mengirim komentar",
    thanksForVoting: "Terima kasih atas suara Anda!",
    upvoteRemoved: "Suara dibatalkan",
    upvoteFailed: "Suara gagal diperbarui.",
    error: "Terjadi kesalahan",
    errorLoadingPosts: "Gagal memuat postingan",
    unableToLoadPosts: "Postingan komunitas tidak dapat dimuat. Silakan coba lagi.",
  },
});

/** How long to wait, in words (as lib/rate-limit's waitDescription says it in English). */
function waitWords(seconds: number, words: { s: string; ss: string; m: string; mm: string; hh: string }): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} ${s === 1 ? words.s : words.ss}`;
  const m = Math.ceil(s / 60);
  if (m < 120) return `${m} ${m === 1 ? words.m : words.mm}`;
  return `${Math.ceil(m / 60)} ${words.hh}`;
}

/** The forum's own messages (not the spec's): refusals and confirmations of the post page's actions. */
export const MESSAGES = defineTexts({
  en: {
    postGone: "This post no longer exists.",
    commentGone: "This comment no longer exists.",
    suspended: "Your account has been suspended.",
    onlyEditOwnPosts: "You can only edit your own posts.",
    /** Upvotes say what others found helpful: an author can't upvote their own post (as Discourse refuses self-likes). */
    ownPostVote: "You can't vote for your own post.",
    onlyDeleteOwnPosts: "You can only delete your own posts.",
    onlyEditOwnComments: "You can only edit your own comments.",
    onlyDeleteOwnComments: "You can only delete your own comments.",
    invalidPost: "Invalid post.",
    invalidComment: "Invalid comment.",
    emptyComment: "A comment cannot be empty.",
    chooseTopic: "Choose one of the topics.",
    chooseLanguage: "Choose the language of your post.",
    duplicatePost: "You have already posted this. Edit your earlier post instead.",
    attachmentsGone: "The attached files are no longer available. Please try again.",
    tooOften: "You're doing that too often.",
    pleaseWait: (wait: string) => `Please wait ${wait} and try again.`,
    wait: (seconds: number) =>
      waitWords(seconds, { s: "second", ss: "seconds", m: "minute", mm: "minutes", hh: "hours" }),
    newAccountPostsPerDay: "New accounts can create up to 10 posts a day.",
    postsPerDay: "You can create up to 50 posts a day.",
    newAccountCommentsPerDay: "New accounts can post up to 50 comments a day.",
    somethingWentWrong: "Something went wrong. Please try again.",
    signInFirst: "Please sign in first.",
    unknownAction: "Unknown action.",
    /** A field longer than its limit; `field` is one of FIELD_NAMES. */
    tooLong: (field: string, max: number) => `${field} can be at most ${formatNumber("en", max)} characters.`,
    unreadableForm: "The form could not be read. Please reload the page and try again.",
    postUpdated: "Post updated",
    postDeleted: "Post deleted",
    commentUpdated: "Comment updated",
    commentDeleted: "Comment deleted",
    notImageOrVideo: (file: string) => `${file} is not an image or video.`,
    tooManyFiles: (max: number) => `You can attach at most ${max} files to a post.`,
    uploadTooLarge: "The upload is too large.",
    uploadFailed: "The upload failed. Check your connection and try again.",
    newAccountNoLinks:
      "New accounts can't post links during their first 24 hours. Remove the links (your text is kept) or try again later.",
    noFilesChosen: "No photos or videos chosen yet",
    filesChosen: (names: readonly string[]) =>
      `${names.length} ${plural("en", names.length, { one: "file", other: "files" })} chosen: ${names.join(", ")}`,
    preview: (file: string) => `Preview of ${file}`,
  },
  id: {
    postGone: "Postingan ini sudah tidak ada.",
    commentGone: "Komentar ini sudah tidak ada.",
    suspended: "Akun Anda sedang ditangguhkan.",
    onlyEditOwnPosts: "Anda hanya dapat menyunting postingan Anda sendiri.",
    ownPostVote: "Anda tidak dapat memberi suara untuk postingan Anda sendiri.",
    onlyDeleteOwnPosts: "Anda hanya dapat menghapus postingan Anda sendiri.",
    onlyEditOwnComments: "Anda hanya dapat menyunting komentar Anda sendiri.",
    onlyDeleteOwnComments: "Anda hanya dapat menghapus komentar Anda sendiri.",
    invalidPost: "Postingan tidak valid.",
    invalidComment: "Komentar tidak valid.",
    emptyComment: "Komentar tidak boleh kosong.",
    chooseTopic: "Pilih salah satu topik.",
    chooseLanguage: "Pilih bahasa postingan Anda.",
    duplicatePost: "Anda sudah memposting ini. Sunting saja postingan Anda yang sebelumnya.",
    attachmentsGone: "Berkas lampiran sudah tidak tersedia. Silakan coba lagi.",
    tooOften: "Anda terlalu sering melakukannya.",
    pleaseWait: (wait: string) => `Harap tunggu ${wait}, lalu coba lagi.`,
    wait: (seconds: number) => waitWords(seconds, { s: "detik", ss: "detik", m: "menit", mm: "menit", hh: "jam" }),
    newAccountPostsPerDay: "Akun baru dapat membuat paling banyak 10 postingan sehari.",
    postsPerDay: "Anda dapat membuat paling banyak 50 postingan sehari.",
    newAccountCommentsPerDay: "Akun baru dapat mengirim paling banyak 50 komentar sehari.",
    somethingWentWrong: "Terjadi kesalahan. Silakan coba lagi.",
    signInFirst: "Silakan masuk terlebih dahulu.",
    unknownAction: "Tindakan tidak dikenal.",
    tooLong: (field: string, max: number) => `${field} paling banyak ${formatNumber("id", max)} karakter.`,
    unreadableForm: "Formulir tidak dapat dibaca. Muat ulang halaman, lalu coba lagi.",
    postUpdated: "Postingan diperbarui",
    postDeleted: "Postingan dihapus",
    commentUpdated: "Komentar diperbarui",
    commentDeleted: "Komentar dihapus",
    notImageOrVideo: (file: string) => `${file} bukan gambar atau video.`,
    tooManyFiles: (max: number) => `Anda dapat melampirkan paling banyak ${max} berkas pada satu postingan.`,
    uploadTooLarge: "Unggahan terlalu besar.",
    uploadFailed: "Unggahan gagal. Periksa koneksi Anda, lalu coba lagi.",
    newAccountNoLinks:
      "Akun baru belum dapat memposting tautan selama 24 jam pertama. Hapus tautannya (teks Anda tetap tersimpan) atau coba lagi nanti.",
    noFilesChosen: "Belum ada foto atau video yang dipilih",
    filesChosen: (names: readonly string[]) => `${names.length} berkas dipilih: ${names.join(", ")}`,
    preview: (file: string) => `Pratinjau ${file}`,
  },
});

/** The fields as a refusal names them ("The title can be at most 200 characters."). */
export const FIELD_NAMES = defineTexts({
  en: { title: "The title", content: "The post", comment: "A comment" },
  id: { title: "Judul", content: "Postingan", comment: "Komentar" },
});

/** The forum's relative time under an hour (spec section 9); longer ones come from lib/format. */
export const JUST_NOW = defineTexts({ en: "Just now", id: "Baru saja" });

/**
 * A text with values shown inside JSX, as the pieces React renders it: each piece is its own text node,
 * as when the values were written between the words in JSX, so the page's HTML stays the same.
 */
export type TextParts = readonly (string | number)[];

/** /community: the page, the search form, the side column, the list and the create-post form. */
export const COMMUNITY_TEXT = defineTexts({
  en: {
    metaTitle: "Community Forum",
    metaDescription:
      "Ask and answer questions about travelling around Sulawesi: ferries, flights, overland routes, tips and trip reports from travellers, local guides and operators.",
    heading: "Sulawesi Travel Community",
    subtitle: "Ask questions, share routes and prices, and swap tips with travellers, local guides and operators.",
    figuresLabel: "The community in numbers",
    members: (members: string) => `${members} members`,
    postsPerMonth: (posts: string) => `${posts} posts per month`,
    postsHeading: "Posts",
    searchFormLabel: "Search the forum",
    searchLabel: "Search posts",
    searchPlaceholder: "Ferry to Togean, Toraja tips...",
    topicLabel: "Topic",
    allTopics: "All topics",
    sortLabel: "Sort by",
    searchButton: "Search",
    welcomeBack: (name: string | null | undefined): TextParts => ["Welcome back", name ? `, ${name}` : "", "!"],
    welcomeNote: "Share what you learned on the road: fares, timetables, and the places worth the detour.",
    guidelinesHeading: "Community guidelines",
    guidelines: [
      "Be kind and stay on topic.",
      "Share prices with the date you paid them.",
      "No spam or advertising; operators can use the partner form.",
    ] as readonly string[],
    joinHeading: "Join the free community",
    joinNote: "Sign in to post questions, comment and upvote the most helpful answers. Reading is open to everyone.",
    signIn: "Sign in",
    joinFree: "Join free",
    noMatch: "No posts match your search. Try other words or another topic.",
    noMore: "There are no more posts.",
    noPosts: "No posts yet. Start the first conversation!",
    loading: "Loading...",
    loadMore: "Load More",
  },
  id: {
    metaTitle: "Forum Komunitas",
    metaDescription:
      "Tanya jawab seputar perjalanan keliling Sulawesi: kapal feri, penerbangan, rute darat, tips, dan cerita perjalanan dari para pelancong, pemandu lokal, dan operator.",
    heading: "Komunitas Wisata Sulawesi",
    subtitle:
      "Ajukan pertanyaan, bagikan rute dan harga, dan bertukar tips dengan sesama pelancong, pemandu lokal, dan operator.",
    figuresLabel: "Komunitas dalam angka",
    members: (members: string) => `${members} anggota`,
    postsPerMonth: (posts: string) => `${posts} postingan per bulan`,
    postsHeading: "Postingan",
    searchFormLabel: "Cari di forum",
    searchLabel: "Cari postingan",
    searchPlaceholder: "Kapal ke Togean, tips Toraja...",
    topicLabel: "Topik",
    allTopics: "Semua topik",
    sortLabel: "Urutkan",
    searchButton: "Cari",
    welcomeBack: (name: string | null | undefined): TextParts => [
      "Selamat datang kembali",
      name ? `, ${name}` : "",
      "!",
    ],
    welcomeNote: "Bagikan pengalaman Anda di perjalanan: tarif, jadwal, dan tempat yang layak disinggahi.",
    guidelinesHeading: "Pedoman komunitas",
    guidelines: [
      "Bersikap ramah dan tetap sesuai topik.",
      "Sertakan tanggal saat Anda membagikan harga yang Anda bayar.",
      "Dilarang spam atau iklan; operator dapat memakai formulir mitra.",
    ],
    joinHeading: "Bergabunglah, gratis",
    joinNote:
      "Masuk untuk bertanya, berkomentar, dan memberi suara pada jawaban yang paling membantu. Siapa saja boleh membaca.",
    signIn: "Masuk",
    joinFree: "Daftar gratis",
    noMatch: "Tidak ada postingan yang cocok dengan pencarian Anda. Coba kata lain atau topik lain.",
    noMore: "Tidak ada postingan lagi.",
    noPosts: "Belum ada postingan. Mulailah percakapan pertama!",
    loading: "Memuat...",
    loadMore: "Muat Lebih Banyak",
  },
});

/** Creating a post: the button, the dialog and the form without JavaScript. */
export const COMPOSE_TEXT = defineTexts({
  en: {
    createPost: "Create Post",
    dialogTitle: "Create a post",
    close: "Close",
    cancel: "Cancel",
    titleLabel: "Title",
    topicLabel: "Topic",
    chooseTopic: "Choose a topic",
    contentLabel: "Your post",
    mediaLabel: (maxFiles: number, maxFileMb: number): TextParts => [
      "Photos and videos (up to ",
      maxFiles,
      ", ",
      maxFileMb,
      "MB each)",
    ],
    addMedia: (maxFiles: number, maxFileMb: number): TextParts => [
      "Add photos or videos (up to ",
      maxFiles,
      ", ",
      maxFileMb,
      "MB each)",
    ],
    selectedFiles: "Selected files",
    remove: (file: string): TextParts => ["Remove ", file],
    uploading: (percent: number): TextParts => ["Uploading ", percent, "%"],
  },
  id: {
    createPost: "Buat Postingan",
    dialogTitle: "Buat postingan",
    close: "Tutup",
    cancel: "Batal",
    titleLabel: "Judul",
    topicLabel: "Topik",
    chooseTopic: "Pilih topik",
    contentLabel: "Postingan Anda",
    mediaLabel: (maxFiles: number, maxFileMb: number): TextParts => [
      "Foto dan video (paling banyak ",
      maxFiles,
      ", masing-masing ",
      maxFileMb,
      "MB)",
    ],
    addMedia: (maxFiles: number, maxFileMb: number): TextParts => [
      "Tambahkan foto atau video (paling banyak ",
      maxFiles,
      ", masing-masing ",
      maxFileMb,
      "MB)",
    ],
    selectedFiles: "Berkas terpilih",
    remove: (file: string): TextParts => ["Hapus ", file],
    uploading: (percent: number): TextParts => ["Mengunggah ", percent, "%"],
  },
});

/** A post's card and its page (/community/{id}). */
export const POST_TEXT = defineTexts({
  en: {
    notFoundMetaTitle: (site: string) => `Post not found | ${site}`,
    notFound: "Post not found",
    notFoundText: "This post does not exist or has been removed.",
    backToCommunity: "Back to Community",
    home: "Home",
    crumb: "Community",
    hidden: "Hidden by a moderator",
    commentCount: (n: number): TextParts => [n, " ", plural("en", n, { one: "comment", other: "comments" })],
    readMore: "Read more",
    readMoreOf: (title: string): TextParts => [": ", title],
    moreImages: (n: number): TextParts => ["+", n, " more"],
    signInToUpvote: " (sign in to upvote)",
    removeUpvote: " (remove your upvote)",
    upvoteThis: " (upvote this post)",
    upvoteCount: (n: number) => `${n} ${plural("en", n, { one: "upvote", other: "upvotes" })}`,
    imageAlt: (index: number, count: number, title: string) => `${index} of ${count}, shared with "${title}"`,
    commentsHeading: (n: number): TextParts => ["Comments (", n, ")"],
    backToFirstComments: "Back to the first comments",
    moreComments: "More comments",
    editYourPost: "Edit your post",
    saving: "Saving...",
    saveChanges: "Save changes",
    confirmDelete: "Delete this post and its comments?",
    deleting: "Deleting...",
    deletePost: "Delete post",
  },
  id: {
    notFoundMetaTitle: (site: string) => `Postingan tidak ditemukan | ${site}`,
    notFound: "Postingan tidak ditemukan",
    notFoundText: "Postingan ini tidak ada atau sudah dihapus.",
    backToCommunity: "Kembali ke Komunitas",
    home: "Beranda",
    crumb: "Komunitas",
    hidden: "Disembunyikan oleh moderator",
    // Indonesian nouns have no plural form: "1 komentar", "2 komentar".
    commentCount: (n: number): TextParts => [n, " ", "komentar"],
    readMore: "Baca selengkapnya",
    readMoreOf: (title: string): TextParts => [": ", title],
    moreImages: (n: number): TextParts => ["+", n, " lagi"],
    signInToUpvote: " (masuk untuk memberi suara)",
    removeUpvote: " (batalkan suara Anda)",
    upvoteThis: " (beri suara untuk postingan ini)",
    upvoteCount: (n: number) => `${n} suara`,
    imageAlt: (index: number, count: number, title: string) => `${index} dari ${count}, dibagikan bersama "${title}"`,
    commentsHeading: (n: number): TextParts => ["Komentar (", n, ")"],
    backToFirstComments: "Kembali ke komentar pertama",
    moreComments: "Komentar berikutnya",
    editYourPost: "Sunting postingan Anda",
    saving: "Menyimpan...",
    saveChanges: "Simpan perubahan",
    confirmDelete: "Hapus postingan ini beserta komentarnya?",
    deleting: "Menghapus...",
    deletePost: "Hapus postingan",
  },
});

/** The comments under a post. */
export const COMMENT_TEXT = defineTexts({
  en: {
    none: "No comments yet. Be the first to reply.",
    edit: "Edit",
    editLabel: "Edit your comment",
    saving: "Saving...",
    save: "Save",
    confirmDelete: "Delete this comment?",
    deleting: "Deleting...",
    delete: "Delete",
    addLabel: "Add a comment",
    placeholder: "Share your experience or ask a question",
    placeholderSignedOut: "Sign in to join the conversation",
    post: "Post Comment",
    panelLabel: "Comments",
    loading: "Loading comments...",
  },
  id: {
    none: "Belum ada komentar. Jadilah yang pertama membalas.",
    edit: "Sunting",
    editLabel: "Sunting komentar Anda",
    saving: "Menyimpan...",
    save: "Simpan",
    confirmDelete: "Hapus komentar ini?",
    deleting: "Menghapus...",
    delete: "Hapus",
    addLabel: "Tambahkan komentar",
    placeholder: "Bagikan pengalaman Anda atau ajukan pertanyaan",
    placeholderSignedOut: "Masuk untuk ikut berdiskusi",
    post: "Kirim Komentar",
    panelLabel: "Komentar",
    loading: "Memuat komentar...",
  },
});
