// A search box that asks the server as one types: `typed` is what the box shows, `term` the same a moment
// after the last key (what to ask with), so that each key press is not a call of its own.
import { useEffect, useState } from 'react';

export function useSearchAsYouType(delayMs = 300) {
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed), delayMs);
    return () => clearTimeout(timer);
  }, [typed, delayMs]);
  /** Empties the box and forgets the term at once, not a moment later. */
  const clear = () => {
    setTyped('');
    setTerm('');
  };
  return { typed, setTyped, term, clear };
}
