"""Errors of the use cases. The API turns each into an RFC 9457 problem with the same
``code`` and ``status``; ``extra`` members are added to the problem body."""

from __future__ import annotations


class ServiceError(Exception):
    def __init__(self, status: int, code: str, detail: str, title: str | None = None, **extra) -> None:
        super().__init__(detail)
        self.status = status
        self.code = code
        self.detail = detail
        self.title = title or code.replace("_", " ").capitalize()
        self.extra = extra


def not_found(what: str = "game") -> ServiceError:
    return ServiceError(404, f"{what}_not_found", f"No such {what}.", title="Not found")
