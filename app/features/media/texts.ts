import { defineTexts } from "~/lib/locale.ts";

/** The spec's texts (section 5) an upload refusal shows; the forum's composer shows them too. */
export const TEXTS = defineTexts({
  en: {
    errorCreatingPost: "Error creating post",
    fileTooLarge: "File too large",
    fileTooLargeDescription: (file: string, maxMb: number) => `${file} is larger than ${maxMb}MB`,
  },
  id: {
    errorCreatingPost: "Gagal membuat postingan",
    fileTooLarge: "Berkas terlalu besar",
    fileTooLargeDescription: (file: string, maxMb: number) => `${file} lebih besar dari ${maxMb}MB`,
  },
});

/** Why an upload's form was refused before or while it was read, or why a file was not accepted. */
export const UPLOAD_REFUSAL_TEXTS = defineTexts({
  en: {
    unreadable: "The form could not be read.",
    interrupted: "The upload was interrupted. Please try again.",
    tooLarge: (maxFiles: number, maxMb: number) => `A post can carry at most ${maxFiles} files of ${maxMb}MB each.`,
    notMultipart: "The form must be sent as multipart/form-data.",
    tooManyFiles: (maxFiles: number) => `You can attach at most ${maxFiles} files to a post.`,
    tooManyFields: "The form has too many fields.",
    tooManyParts: "The form has too many parts.",
    fieldTooLong: "A form field is too long.",
    storageFull:
      "Your post could not be saved because the server cannot store files just now. Nothing was published; please try again later.",
    notAnImage: (file: string) =>
      `${file} could not be read as an image. Use a JPEG, PNG, WebP, GIF or AVIF image, or an MP4 or WebM video.`,
    tooManyPixels: (file: string, width: number, height: number, megapixels: number) =>
      `${file} is ${width} x ${height} pixels; images can have at most ${megapixels} megapixels.`,
    notAVideo: (file: string) => `${file} is not a valid MP4 or WebM video.`,
    svg: (file: string) =>
      `${file}: SVG images are not accepted. Use a JPEG, PNG, WebP, GIF or AVIF image, or an MP4 or WebM video.`,
    notAccepted: (file: string) =>
      `${file} is not an image or video we accept. Use a JPEG, PNG, WebP, GIF or AVIF image, or an MP4 or WebM video.`,
  },
  id: {
    unreadable: "Formulir tidak dapat dibaca.",
    interrupted: "Unggahan terputus. Silakan coba lagi.",
    tooLarge: (maxFiles: number, maxMb: number) =>
      `Satu postingan dapat memuat paling banyak ${maxFiles} berkas, masing-masing paling besar ${maxMb}MB.`,
    notMultipart: "Formulir harus dikirim sebagai multipart/form-data.",
    tooManyFiles: (maxFiles: number) => `Anda dapat melampirkan paling banyak ${maxFiles} berkas pada satu postingan.`,
    tooManyFields: "Formulir ini memuat terlalu banyak kolom.",
    tooManyParts: "Formulir ini memuat terlalu banyak bagian.",
    fieldTooLong: "Salah satu kolom formulir terlalu panjang.",
    storageFull:
      "Postingan Anda tidak dapat disimpan karena server sedang tidak bisa menyimpan berkas. Tidak ada yang diterbitkan; silakan coba lagi nanti.",
    notAnImage: (file: string) =>
      `${file} tidak dapat dibaca sebagai gambar. Gunakan gambar JPEG, PNG, WebP, GIF, atau AVIF, atau video MP4 atau WebM.`,
    tooManyPixels: (file: string, width: number, height: number, megapixels: number) =>
      `${file} berukuran ${width} x ${height} piksel; gambar paling besar ${megapixels} megapiksel.`,
    notAVideo: (file: string) => `${file} bukan video MP4 atau WebM yang valid.`,
    svg: (file: string) =>
      `${file}: gambar SVG tidak diterima. Gunakan gambar JPEG, PNG, WebP, GIF, atau AVIF, atau video MP4 atau WebM.`,
    notAccepted: (file: string) =>
      `${file} bukan gambar atau video yang kami terima. Gunakan gambar JPEG, PNG, WebP, GIF, atau AVIF, atau video MP4 atau WebM.`,
  },
});
