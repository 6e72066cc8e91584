import { createContext } from "react-router";

/** The CSP nonce of the current request ("" while prerendering). */
export const nonceContext = createContext<string>("");
