"""game_records: one row per game that is over (issue 40)

Revision ID: 0001
Revises:
Create Date: 2026-12-05
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "game_records",
        sa.Column("game_id", sa.Text, primary_key=True),
        sa.Column("kind", sa.Text, nullable=False),
        sa.Column("status", sa.Text, nullable=False),
        sa.Column("seats", sa.Integer, nullable=False),
        sa.Column("created_at", sa.Text, nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("seed", sa.Text, nullable=True),
        sa.Column("state_sha256", sa.Text, nullable=False),
        sa.Column("summary", sa.LargeBinary, nullable=False),
        sa.Column("talk", sa.LargeBinary, nullable=False),
        sa.Column("archive", sa.LargeBinary, nullable=False),
        sa.Column("tag", sa.Text, nullable=False),
        sa.Column("stored_at", sa.BigInteger, nullable=False),
        sa.Column("expires_at", sa.BigInteger, nullable=True),
    )
    # listings and players' histories: newest first, per status (and kind)
    op.create_index("game_records_by_status", "game_records", ["status", "created_at", "game_id"])
    op.create_index("game_records_by_kind", "game_records", ["kind", "status", "created_at", "game_id"])
    op.create_index("game_records_expiring", "game_records", ["expires_at"],
                    postgresql_where=sa.text("expires_at IS NOT NULL"),
                    sqlite_where=sa.text("expires_at IS NOT NULL"))


def downgrade() -> None:
    op.drop_table("game_records")
