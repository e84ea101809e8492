import type { Answer, MessageType, Payload } from '../common/messages';

export type Handler<T extends MessageType> = (
  payload: Payload<T>,
  sender: chrome.runtime.MessageSender,
) => Answer<T> | Promise<Answer<T>>;

/** Every message type must have exactly one handler: a missing one is a type error. */
export type HandlerTable = { [T in MessageType]: Handler<T> };

/** Only the extension's own pages and content scripts may send; web pages use the external port. */
export const isOwnSender = (sender: chrome.runtime.MessageSender) => sender.id === chrome.runtime.id;
