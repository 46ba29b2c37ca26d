/**
 * What the chat module needs from others (app/modules.ts hands it across): account's `profile`,
 * for the name a message shows.
 */
export interface ChatPorts {
  profile: {
    nickname(userId: number): Promise<string>;
  };
}
