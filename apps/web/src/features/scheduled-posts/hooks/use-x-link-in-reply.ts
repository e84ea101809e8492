import { useState } from 'react';

const KEY = 'pp.xLinkInReply';

/** The remembered choice: in a reply unless the agent last chose the post itself. */
const read = () => {
  try {
    return localStorage.getItem(KEY) !== 'false';
  } catch {
    return true;
  }
};

/**
 * Where the link goes on X (issue 24): the agent's visible choice, remembered in this browser for the
 * next post (X's API charges more for a post with a link, so the first default is a reply).
 */
export function useXLinkInReply() {
  const [inReply, setInReply] = useState(read);
  const choose = (next: boolean) => {
    setInReply(next);
    try {
      localStorage.setItem(KEY, String(next));
    } catch {
      // Storage refused (private mode): the choice holds for this form only.
    }
  };
  return [inReply, choose] as const;
}
