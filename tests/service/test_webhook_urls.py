"""A refused webhook URL says why, never where its host points (issue 38: the answer must
not map an internal network for whoever registers URLs)."""

from __future__ import annotations

import socket

import pytest

from server.service.errors import InvalidRequest
from server.service.webhooks import checked_addresses


def _resolves_to(ip: str):
    def resolve(host, port, *a, **k):
        return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", (ip, port or 443))]
    return resolve


@pytest.mark.parametrize("ip, why", [("10.1.2.3", "private"), ("169.254.169.254", "link-local"),
                                     ("192.168.7.9", "private")])
def test_a_host_that_resolves_inside_is_refused_without_its_address(ip, why):
    with pytest.raises(InvalidRequest) as e:
        checked_addresses("https://hooks.example.org/x", resolve=_resolves_to(ip))
    assert e.value.code == "webhook_url_refused" and why in e.value.detail
    assert ip not in e.value.detail, e.value.detail


def test_a_public_address_is_accepted():
    assert checked_addresses("https://hooks.example.org/x", resolve=_resolves_to("93.184.216.34"))


def _resolves_to_v6(ip: str):
    def resolve(host, port, *a, **k):
        return [(socket.AF_INET6, socket.SOCK_STREAM, 6, "", (ip, port or 443, 0, 0))]
    return resolve


@pytest.mark.parametrize("ip, why", [
    ("2002:7f00:1::", "loopback"),             # 6to4 of 127.0.0.1
    ("2002:a9fe:a9fe::1", "link-local"),       # 6to4 of 169.254.169.254
    ("2002:a00:1::", "private"),               # 6to4 of 10.0.0.1
    ("fec0::1", "private"),                    # site-local
])
def test_an_ipv6_address_that_wraps_an_inside_one_is_refused(ip, why):
    """Python 3.11 calls these global; what they lead to is not (found by break26: the API
    took https://[2002:7f00:1::]/ with 201)."""
    with pytest.raises(InvalidRequest) as e:
        checked_addresses("https://hooks.example.org/x", resolve=_resolves_to_v6(ip))
    assert e.value.code == "webhook_url_refused" and why in e.value.detail, e.value.detail


def test_a_6to4_address_of_a_public_one_is_accepted():
    assert checked_addresses("https://hooks.example.org/x", resolve=_resolves_to_v6("2002:808:808::1"))


def test_plain_http_is_refused_as_such_before_any_lookup(monkeypatch):
    """An http URL is told that https is required, not that its host does not resolve, and
    costs the server no DNS lookup (break26: http://example.com/ was answered 'does not
    resolve' where the resolver had no answer)."""
    monkeypatch.delenv("BATTLE1821_WEBHOOK_ALLOW_LOOPBACK", raising=False)
    looked_up = []

    def resolve(host, port, *a, **k):
        looked_up.append(host)
        raise socket.gaierror("no resolver here")

    with pytest.raises(InvalidRequest) as e:
        checked_addresses("http://hooks.example.org/x", resolve=resolve)
    assert e.value.code == "webhook_url_refused" and "https" in e.value.detail, e.value.detail
    assert looked_up == []
