"""`sim --cluster ADDRESS`: the same blocks of games as `--jobs`, on a Dask cluster.

Why Dask: a million-game soak or AI self-play outgrows one machine, and Dask's
distributed scheduler already does the work placement, retries and data transfer that a
hand-written pool would. It is an optional extra (`pip install 'cardgame[cluster]'`): the
import happens only when a cluster is asked for. Each task plays one block of game
indices from the run's plain-data spec and returns plain results (counts, and seed plus
answers for a game that broke an invariant), so workers need the project installed and
nothing else; the driver saves broken games as scenario files as `--jobs` does.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from cardgame.sim import GameResult, SimSpec, play_block


class ClusterUnavailable(Exception):
    """Dask is not installed, or the scheduler can't be reached: one clear line."""


def connect(address: str) -> Any:
    """A Dask client for `address` ("tcp://host:8786"), or "local" for a LocalCluster on
    this machine (its workers are this machine's cores)."""
    try:
        from dask.distributed import Client, LocalCluster
    except ImportError:
        raise ClusterUnavailable(
            "--cluster needs Dask: pip install 'cardgame[cluster]'") from None
    try:
        if address == "local":
            return Client(LocalCluster(n_workers=2, threads_per_worker=1,
                                       dashboard_address=None))
        return Client(address, timeout="10s")
    except (OSError, TimeoutError) as e:
        raise ClusterUnavailable(f"--cluster {address}: can't reach the scheduler ({e})") \
            from None


def block_runner(client: Any) -> Any:
    """A `sim.run` block runner that maps the blocks over the cluster's workers and
    yields their results in block order."""

    def run_blocks(spec: SimSpec, parts: list[tuple[int, int]]) -> Iterator[list[GameResult]]:
        futures = [client.submit(play_block, spec, a, b, pure=False) for a, b in parts]
        for f in futures:
            yield f.result()

    return run_blocks
