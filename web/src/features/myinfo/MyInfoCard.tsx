// One section of My info: a card with its title and a line of help above what it holds.
import type { ReactNode } from 'react';

export function MyInfoCard({ name, title, help, children }: { name: string; title: string; help: string; children: ReactNode }) {
  return (
    <section className="myinfo-card" aria-labelledby={`myinfo-${name}-title`} data-testid={`myinfo-${name}`}>
      <header className="myinfo-card-head">
        <h2 id={`myinfo-${name}-title`} className="myinfo-card-title">{title}</h2>
        <p className="myinfo-card-help">{help}</p>
      </header>
      {children}
    </section>
  );
}
