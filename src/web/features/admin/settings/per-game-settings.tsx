import { type ReactNode, useState } from 'react';
import { SelectField } from '../../catalog/select-field.tsx';

/**
 * A "Game" choice over settings kept per game, and the chosen game's form, remounted when the
 * game changes so each starts from its own saved values. Pricing and the buylist each have one
 * on the Settings tab, so the choice is also named by its section's heading (`within`).
 */
export function PerGameSettings<Game extends { gameType: string }>({
  games,
  within,
  children,
}: {
  games: readonly Game[];
  within: string;
  children: (game: Game) => ReactNode;
}) {
  const [gameType, setGameType] = useState(games[0]?.gameType ?? '');
  const game = games.find((entry) => entry.gameType === gameType);
  return (
    <div className="space-y-3">
      <SelectField
        label="Game"
        value={gameType}
        options={games.map((entry) => ({ value: entry.gameType, label: entry.gameType }))}
        onChange={setGameType}
        within={within}
      />
      {game && <div key={gameType}>{children(game)}</div>}
    </div>
  );
}
