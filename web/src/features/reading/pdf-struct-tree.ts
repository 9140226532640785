// pdf.js reads a tagged PDF's structure tree into ARIA for screen readers (headings, lists, tables), each
// piece of content an empty span that `aria-owns` its words in the text layer. It copies the file's tags
// as they are, and files printed from HTML (Chromium's, the demo manuals among them) put content straight
// under a Table or a table row: the table's ruling lines, without words, or a stray line of text. ARIA
// allows only rows in a table and only cells in a row, so screen readers may skip the table and axe-core
// reports aria-required-children (critical).
//
// pdf.js has no option to leave the tree out short of dropping the text layer (search highlights and text
// selection with it), so the tree is repaired once pdf.js has drawn it: content without words is dropped
// from the structure, and words are given the role their place needs (a row of one cell in a table or row
// group, a cell in a row, an item in a list).
const WRAPPERS: Record<string, string[]> = {
  table: ['row', 'cell'],
  grid: ['row', 'gridcell'],
  rowgroup: ['row', 'cell'],
  row: ['cell'],
  list: ['listitem'],
};
const PARENTS = Object.keys(WRAPPERS).map((role) => `[role="${role}"]`).join(', ');

function ownedText(element: Element): string {
  const ids = (element.getAttribute('aria-owns') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '').join('').trim();
}

/** Repairs one page's structure tree (idempotent: a repaired tree is left as it is). */
function repairStructTree(tree: Element): void {
  for (const parent of tree.querySelectorAll(PARENTS)) {
    const wrappers = WRAPPERS[parent.getAttribute('role') ?? ''];
    if (!wrappers) continue;
    for (const child of [...parent.children]) {
      if (child.hasAttribute('role') || !child.hasAttribute('aria-owns')) continue;
      if (!ownedText(child)) {
        child.remove();
        continue;
      }
      const [outer, inner] = wrappers as [string, string | undefined];
      child.setAttribute('role', outer);
      if (inner) {
        const cell = child.ownerDocument.createElement('span');
        cell.setAttribute('role', inner);
        cell.setAttribute('aria-owns', child.getAttribute('aria-owns')!);
        child.removeAttribute('aria-owns');
        child.append(cell);
      }
    }
  }
}

/** Repairs every structure tree pdf.js draws in `container` from now on; returns the way to stop. */
export function repairStructTrees(container: HTMLElement): () => void {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element && node.classList.contains('structTree')) repairStructTree(node);
      }
    }
  });
  observer.observe(container, { childList: true, subtree: true });
  return () => observer.disconnect();
}
