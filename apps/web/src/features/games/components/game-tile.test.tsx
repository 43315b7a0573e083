import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog } from '../../../lib/dialogs';
import { game, renderAt, signIn } from '../testing';
import { TILE_SIZES } from '../lib/tile-image';
import { GameTile } from './game-tile';

const location = () => screen.getByTestId('location').textContent;
// The pointer rests on the button it will press: the test DOM's pointer events carry no
// relatedTarget, so moving within the tile would read as leaving and entering it again.

describe('game tile', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    act(() => closeDialog('loginMenu'));
    vi.useRealTimers();
  });

  it('shows the image, the badge, the RTP and the name', () => {
    renderAt(<GameTile game={game(1, { name: 'Book of Gold', is_hot: true, basicRTP: 96.1 })} />);
    expect(screen.getByText('Book of Gold')).toBeTruthy();
    expect(screen.getByText('Hot')).toBeTruthy();
    expect(screen.getByText('RTP 96.1%')).toBeTruthy();
    const image = screen.getByTestId('game-tile').querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('width')).toBe('240');
    expect(image?.getAttribute('height')).toBe('320');
    expect(image?.getAttribute('decoding')).toBe('async');
  });

  it('offers 3x phones and 2x screens the double-density copy of the image', () => {
    renderAt(
      <GameTile game={game(1, { img: '/studio/art/a.webp', uploaded_images: ['/studio/art/a@2x.webp'] })} />,
    );
    const image = screen.getByTestId('game-tile').querySelector('img');
    expect(image?.getAttribute('src')).toBe('/studio/art/a.webp');
    expect(image?.getAttribute('srcset')).toBe('/studio/art/a.webp 240w, /studio/art/a@2x.webp 480w');
    expect(image?.getAttribute('sizes')).toBe(TILE_SIZES);
  });

  it('loads a priority tile at once and first', () => {
    renderAt(<GameTile game={game(1, { is_exclusive: true })} priority />);
    const image = screen.getByTestId('game-tile').querySelector('img');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect(screen.getByText('Exclusive')).toBeTruthy();
  });

  it('ignores clicks until 300 ms after the hover began, then plays for real', async () => {
    signIn();
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = userEvent.setup();
    renderAt(<GameTile game={game(7, { name: 'Lucky Seven' })} />);
    await user.hover(screen.getByRole('link', { name: 'Play Lucky Seven' }));
    await user.click(screen.getByRole('link', { name: 'Play Lucky Seven' }));
    expect(location()).toBe('/');
    act(() => vi.advanceTimersByTime(299));
    await user.click(screen.getByRole('link', { name: 'Play Lucky Seven' }));
    expect(location()).toBe('/');
    act(() => vi.advanceTimersByTime(1));
    await user.click(screen.getByRole('link', { name: 'Play Lucky Seven' }));
    expect(location()).toBe('/game?gameId=7&isDemo=false');
  });

  it('starts the 300 ms again after the pointer left', async () => {
    signIn();
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = userEvent.setup();
    renderAt(
      <>
        <GameTile game={game(7, { name: 'Lucky Seven' })} />
        <p>elsewhere</p>
      </>,
    );
    const play = screen.getByRole('link', { name: 'Play Lucky Seven' });
    await user.hover(play);
    act(() => vi.advanceTimersByTime(500));
    await user.unhover(play);
    await user.hover(play);
    await user.click(screen.getByRole('link', { name: 'Play Lucky Seven' }));
    expect(location()).toBe('/');
  });

  it('opens the login dialog when a guest asks for real play, and lets a guest play the demo', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = userEvent.setup();
    const onPick = vi.fn();
    renderAt(<GameTile game={game(3, { name: 'Fruit Fiesta' })} onPick={onPick} />);
    await user.hover(screen.getByRole('link', { name: 'Play Fruit Fiesta' }));
    act(() => vi.advanceTimersByTime(300));
    await user.click(screen.getByRole('link', { name: 'Play Fruit Fiesta' }));
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/');
    expect(screen.getByTestId('login-open')).toBeTruthy();

    const demo = screen.getByRole('link', { name: 'Demo Fruit Fiesta' });
    expect(demo.getAttribute('href')).toBe('/game?gameId=3&isDemo=true');
    await user.hover(demo);
    act(() => vi.advanceTimersByTime(300));
    await user.click(demo);
    expect(location()).toBe('/game?gameId=3&isDemo=true');
    expect(onPick).toHaveBeenCalledTimes(2);
  });

  it('offers no Demo for a game without one', () => {
    renderAt(<GameTile game={game(4, { name: 'Cash Only', demo: false })} />);
    expect(screen.getByRole('link', { name: 'Play Cash Only' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Demo Cash Only' })).toBeNull();
  });

  it('is usable from the keyboard: focus shows the actions and Enter follows at once', async () => {
    const user = userEvent.setup();
    renderAt(<GameTile game={game(5, { name: 'Keyboard Quest' })} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Play Keyboard Quest' }));
    expect(screen.getByTestId('game-tile').className).toMatch(/active/);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/game?gameId=5&isDemo=true');
  });
});
