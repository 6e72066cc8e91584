/** The spec's texts (section 5) an upload refusal shows; the forum's composer shows them too. */
export const TEXTS = {
  errorCreatingPost: "Error creating post",
  fileTooLarge: "File too large",
  fileTooLargeDescription: (file: string, maxMb: number) => `${file} is larger than ${maxMb}MB`,
} as const;

/** Why an upload's form was refused before or while it was read. */
export const UPLOAD_REFUSAL_TEXTS = {
  unreadable: "The form could not be read.",
  interrupted: "The upload was interrupted. Please try again.",
  tooLarge: (maxFiles: number, maxMb: number) => `A post can carry at most ${maxFiles} files of ${maxMb}MB each.`,
  notMultipart: "The form must be sent as multipart/form-data.",
  tooManyFiles: (maxFiles: number) => `You can attach at most ${maxFiles} files to a post.`,
  tooManyFields: "The form has too many fields.",
  tooManyParts: "The form has too many parts.",
  fieldTooLong: "A form field is too long.",
} as const;
