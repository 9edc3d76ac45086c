"""Package layout of the SDK (metadata: pyproject.toml).

The wheel carries the server's pure engine as ``battle1821.engine`` and its data files
as ``battle1821.data``, read from ``../server/engine`` and ``../server/data`` at build
time (``pip install ./sdk`` and ``pip wheel ./sdk`` build in the source tree), so bots
run the same rules code as the server with no copy of it in the repository.
"""

from pathlib import Path

from setuptools import find_packages, setup

HERE = Path(__file__).resolve().parent
SERVER = HERE.parent / "server"
if not (SERVER / "engine" / "__init__.py").is_file():
    raise SystemExit(f"battle1821-sdk builds from the battle1821 repository: {SERVER / 'engine'} not found")

own = find_packages(str(HERE), include=["battle1821_client*", "battle1821_bots*", "battle1821"])
engine = ["battle1821.engine"] + [f"battle1821.engine.{p}" for p in find_packages(str(SERVER / "engine"))]

setup(
    packages=own + engine + ["battle1821.data"],
    package_dir={
        "battle1821.engine": "../server/engine",
        "battle1821.data": "../server/data",
    },
    package_data={"battle1821_client": ["py.typed"], "battle1821_bots": ["py.typed"], "battle1821.data": ["*.json"]},
)
