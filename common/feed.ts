/** Profile rules the edit-profile form and the server share (issue 5; spec section 5 for names). */
import { z } from 'zod';

export const BIO_MAX_LENGTH = 500;
export const bioSchema = z.string().trim().max(BIO_MAX_LENGTH, { error: `Please keep your bio to ${BIO_MAX_LENGTH} characters.` });
