// A preloaded lazy route renders its content on the first render, with no loading placeholder between.
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableNamed } from './lazy.ts';

const loadGreeting = async () => ({ Greeting: ({ name }: { name: string }) => <p>Hello {name}</p> });

describe('preloadableNamed', () => {
  it('shows the fallback first when not preloaded, then the component', async () => {
    const Greeting = preloadableNamed(loadGreeting, 'Greeting');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('renders the component at once after preload()', async () => {
    const Greeting = preloadableNamed(loadGreeting, 'Greeting');
    await Greeting.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });
});
