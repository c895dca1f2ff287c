import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyDefault, lazyPanel } from '../../src/ui/lazyPanel.tsx';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

function deferred() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { gate, open };
}

const show = (Panel: ReturnType<typeof lazyPanel<{ name: string }>>) =>
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <Panel name="Asha" />
    </Suspense>,
  );

describe('lazyPanel', () => {
  it('shows the fallback until its chunk arrives, then the panel', async () => {
    const { gate, open } = deferred();
    const Panel = lazyPanel(() => gate.then(() => Hello));
    show(Panel);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    open();
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
  });

  it('renders in the first pass once preloaded, and loads its chunk once', async () => {
    let loads = 0;
    const Panel = lazyPanel(async () => {
      loads += 1;
      return Hello;
    });
    await Promise.all([Panel.preload(), Panel.preload()]);
    show(Panel);
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(loads).toBe(1);
  });
});

describe('lazyDefault', () => {
  it("renders a module's default export, in the first pass once preloaded", async () => {
    const Panel = lazyDefault(async () => ({ default: Hello }));
    await Panel.preload();
    show(Panel);
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
  });
});
