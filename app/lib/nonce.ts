import { createContext, useContext } from 'react';

/** The per-request CSP nonce (server only; the browser has no use for it). */
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
