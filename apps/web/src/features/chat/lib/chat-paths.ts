/** The open conversation is a query parameter of the inbox (`paths.chat.conversation(id)`). */
export const CONVERSATION_PARAM = 'conversation';
