import { describe, expect, it } from "vitest";
import { POST_COUNT_TEXT } from "./texts.ts";

describe("a post's figures in the Community tab", () => {
  it("are singular for one and plural otherwise", () => {
    expect(`${POST_COUNT_TEXT.upvotes(1)} · ${POST_COUNT_TEXT.comments(1)}`).toBe("1 upvote · 1 comment");
    expect(`${POST_COUNT_TEXT.upvotes(0)} · ${POST_COUNT_TEXT.comments(2)}`).toBe("0 upvotes · 2 comments");
  });
});
