/** The spec's texts (section 5) an upload refusal shows; the forum's composer shows them too. */
export const TEXTS = {
  errorCreatingPost: "Error creating post",
  fileTooLarge: "File too large",
  fileTooLargeDescription: (file: string, maxMb: number) => `${file} is larger than ${maxMb}MB`,
} as const;
