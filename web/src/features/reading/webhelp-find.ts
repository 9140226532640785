// Find inside a web-help topic, the viewer's side. The topic runs in a sandboxed frame the portal cannot reach
// into; every topic page carries a small script that finds, marks and counts for it
// (server/src/features/library/documents/webhelp-find-agent.ts). This side sends it what the reader types and
// steps, and takes its answers ("current of total") and the find keys pressed inside the frame.
import { useEffect, useRef, type RefObject } from 'react';
import { useFind, type FindState, type FindStep } from './FindInDocument.tsx';

/** Typing waits this long before the topic is searched, as pdf.js does for PDFs. */
const TYPING_MS = 200;

const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);

export function useTopicFind(frameRef: RefObject<HTMLIFrameElement | null>, bar: boolean): { find: FindState; step: (step: FindStep) => void; frameLoaded: () => void } {
  const queryRef = useRef('');
  const typing = useRef<number | undefined>(undefined);
  // Only to the topic frame; its origin is opaque, so it cannot be named.
  const send = (query: string, step: 0 | FindStep) => frameRef.current?.contentWindow?.postMessage({ gsis: 'find', query, step }, '*');
  const step = (by: FindStep) => {
    if (queryRef.current) send(queryRef.current, by);
  };
  const find = useFind({
    find: (query) => {
      queryRef.current = query;
      window.clearTimeout(typing.current);
      if (!query) {
        send('', 0);
        return;
      }
      find.setStatus((status) => ({ ...status, searching: true }));
      typing.current = window.setTimeout(() => send(query, 0), TYPING_MS);
    },
    step,
    bar,
  });
  const latest = useRef(find);
  latest.current = find;

  useEffect(() => {
    const receive = (event: MessageEvent<unknown>) => {
      if (!frameRef.current || event.source !== frameRef.current.contentWindow) return;
      const data = event.data as { gsis?: unknown; query?: unknown; current?: unknown; total?: unknown; wrapped?: unknown; key?: unknown } | null;
      if (data?.gsis === 'found') {
        // An answer to what the reader has since typed over is not theirs any more.
        if (data.query !== queryRef.current || !queryRef.current) return;
        const total = count(data.total);
        latest.current.setStatus({
          current: Math.min(count(data.current), total), total, searching: false,
          wrapped: data.wrapped === 'top' || data.wrapped === 'bottom' ? data.wrapped : null,
        });
      } else if (data?.gsis === 'find-key') {
        if (data.key === 'open') latest.current.openFind();
        else if (data.key === 'next' || data.key === 'previous') step(data.key === 'next' ? 1 : -1);
        else if (data.key === 'close') latest.current.close();
      }
    };
    window.addEventListener('message', receive);
    return () => {
      window.removeEventListener('message', receive);
      window.clearTimeout(typing.current);
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // A topic newly shown in the frame (chosen in the contents, or a link inside the help) is searched for the same words.
  const frameLoaded = () => {
    if (queryRef.current) send(queryRef.current, 0);
  };
  return { find, step, frameLoaded };
}
