import { z } from 'zod';
import { newComment } from './src/shared/schemas/comments.ts';
import { newBill } from './src/shared/schemas/bills.ts';
import { profileUpdate, staffUpdate } from './src/shared/schemas/users.ts';
for (const s of [newComment, profileUpdate, staffUpdate]) console.log(JSON.stringify(z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' })));
