import { describe, expect, it } from "vitest";
import { PROFILE_TEXTS } from "~/features/members/texts.ts";
import { NOTIFICATION_TEXTS, REPLY_MAIL } from "~/features/notifications/texts.ts";
import { relativeTime } from "./relative-time.ts";
import { COMMUNITY_TEXT, MESSAGES, POST_TEXT, REVIEW_MAILS } from "./texts.ts";

/** The forum's texts in both editions (issue 31): plurals right in each, the English exactly as before. */
describe("forum texts in both editions", () => {
  it("counts upvotes and comments: English singular and plural, Indonesian without a plural form", () => {
    expect(POST_TEXT.en.upvoteCount(1)).toBe("1 upvote");
    expect(POST_TEXT.en.upvoteCount(2)).toBe("2 upvotes");
    expect(POST_TEXT.en.upvoteCount(0)).toBe("0 upvotes");
    expect(POST_TEXT.id.upvoteCount(1)).toBe("1 suara");
    expect(POST_TEXT.id.upvoteCount(2)).toBe("2 suara");
    expect(POST_TEXT.en.commentCount(1).join("")).toBe("1 comment");
    expect(POST_TEXT.en.commentCount(3).join("")).toBe("3 comments");
    expect(POST_TEXT.id.commentCount(3).join("")).toBe("3 komentar");
    expect(PROFILE_TEXTS.en.upvotes(1)).toBe("1 upvote");
    expect(PROFILE_TEXTS.id.upvotes(5)).toBe("5 suara");
    expect(MESSAGES.en.filesChosen(["a.jpg"])).toBe("1 file chosen: a.jpg");
    expect(MESSAGES.en.filesChosen(["a.jpg", "b.jpg"])).toBe("2 files chosen: a.jpg, b.jpg");
    expect(MESSAGES.id.filesChosen(["a.jpg", "b.jpg"])).toBe("2 berkas dipilih: a.jpg, b.jpg");
  });

  it("formats numbers and waits in each language", () => {
    expect(MESSAGES.en.tooLong("The post", 10_000)).toBe("The post can be at most 10,000 characters.");
    expect(MESSAGES.id.tooLong("Postingan", 10_000)).toBe("Postingan paling banyak 10.000 karakter.");
    expect(MESSAGES.en.pleaseWait(MESSAGES.en.wait(1))).toBe("Please wait 1 second and try again.");
    expect(MESSAGES.en.wait(90)).toBe("2 minutes");
    expect(MESSAGES.id.pleaseWait(MESSAGES.id.wait(90))).toBe("Harap tunggu 2 menit, lalu coba lagi.");
    expect(NOTIFICATION_TEXTS.en.newReplies(1200)).toBe("1,200 new replies");
    expect(NOTIFICATION_TEXTS.id.newReplies(1200)).toBe("1.200 balasan baru");
  });

  it("says relative times in the page's language", () => {
    const now = Date.parse("2026-11-20T12:00:00.000Z");
    expect(relativeTime("en", "2026-11-20T11:30:00.000Z", now)).toBe("Just now");
    expect(relativeTime("id", "2026-11-20T11:30:00.000Z", now)).toBe("Baru saja");
    expect(relativeTime("en", "2026-11-20T09:00:00.000Z", now)).toBe("3h ago");
    expect(relativeTime("id", "2026-11-20T09:00:00.000Z", now)).toBe("3 jam lalu");
    expect(relativeTime("id", "2026-11-01T09:00:00.000Z", now)).toBe("1 Nov 2026");
  });

  it("writes the mails in the recipient's language", () => {
    expect(REPLY_MAIL.en.subject(1, "Ferry")).toBe("New reply to “Ferry”");
    expect(REPLY_MAIL.en.subject(3, "Ferry")).toBe("3 new replies to “Ferry”");
    expect(REPLY_MAIL.id.subject(1, "Kapal")).toBe("Balasan baru untuk “Kapal”");
    expect(REPLY_MAIL.id.subject(3, "Kapal")).toBe("3 balasan baru untuk “Kapal”");
    expect(REVIEW_MAILS.en.deletedSubject("comment")).toBe("Your comment was removed");
    expect(REVIEW_MAILS.id.deletedSubject("comment")).toBe("Komentar Anda telah dihapus");
  });

  it("keeps the spec's English texts exactly", () => {
    expect(COMMUNITY_TEXT.en.heading).toBe("Sulawesi Travel Community");
    expect(COMMUNITY_TEXT.en.loadMore).toBe("Load More");
    expect(COMMUNITY_TEXT.id.heading).toBe("Komunitas Wisata Sulawesi");
  });
});
