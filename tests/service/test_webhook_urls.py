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
