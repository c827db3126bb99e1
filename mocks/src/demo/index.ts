import { authHandlers } from './auth/auth.ts';
import { demoChatHandlers } from './chat/chat.ts';
import { contactsHandlers } from './contacts/handlers.ts';
import { filesHandlers } from './files/files.ts';
import { helpHandlers } from './help/help.ts';
import { toggleReadStatusHandlers } from './inbox/toggleReadStatus.ts';
import { inventoryHandlers } from './inventory/inventory.ts';
import { mailboxHandlers } from './mailbox/mailbox.ts';
import { miscHandlers } from './misc/misc.ts';
import { notesHandlers } from './notes/notes.ts';
import { scrumboardHandlers } from './scrumboard/scrumboard.ts';
import { searchHandlers } from './search/search.ts';
import { tasksHandlers } from './tasks/tasks.ts';
import { demoUserHandlers } from './user/user.ts';

/** The template's demo contracts (docs/RULES.md#demo-mock-calls "Demo mock calls"): not product behaviour. */
export const demoHandlers = [
  ...contactsHandlers,
  ...inventoryHandlers,
  ...mailboxHandlers,
  ...tasksHandlers,
  ...authHandlers,
  ...demoChatHandlers,
  ...toggleReadStatusHandlers,
  ...demoUserHandlers,
  ...searchHandlers,
  ...filesHandlers,
  ...helpHandlers,
  ...notesHandlers,
  ...scrumboardHandlers,
  ...miscHandlers,
];
