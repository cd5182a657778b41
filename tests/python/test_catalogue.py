"""The catalogue from Python: posetlab.serve starts `posetlab serve` in the background of the
interpreter; its pages answer with the rows the CLI stored, and stop() ends it."""
import json
import urllib.error
import urllib.request

import pytest

import posetlab as pl
from conftest import cli


@pytest.fixture(scope="module")
def db_path(tmp_path_factory):
    path = tmp_path_factory.mktemp("db") / "posets5.sqlite"
    for n in range(1, 6):
        cli("enumerate", "posets", "--size", str(n), "--db", str(path), "-q")
    return path


def fetch(url):
    with urllib.request.urlopen(url, timeout=30) as r:
        return r.status, r.read().decode()


def test_pages_of_a_database_started_from_python(db_path):
    with pl.serve(db_path) as server:
        assert server.running and server.url.startswith("http://127.0.0.1:")
        status, body = fetch(server.page("posets", "&CWP?").replace("/object/", "/api/object/"))
        page = json.loads(body)
        assert status == 200 and page["grundy"] == 3 and page["canonical"] == "&CWP?"
        assert [o["value"] for o in page["options"]] == ["0", "2", "2", "1"]
        _, search = fetch(server.url.rstrip("/") + "/api/search/posets?size=5&limit=1000")
        assert json.loads(search)["count"] == 63
        # A poset of Python's own, found in any labelling: the lookup goes to its stored page.
        status, html = fetch(server.lookup(pl.Poset(4, [(2, 0), (2, 1), (0, 3), (1, 3)])))
        assert status == 200 and "Poset &amp;CWP?" in html
        with pytest.raises(urllib.error.HTTPError) as missing:
            fetch(server.url.rstrip("/") + "/api/object/posets/notakey")
        assert missing.value.code == 400
    assert not server.running


def test_a_missing_database_is_an_error(tmp_path):
    with pytest.raises(ValueError):
        pl.serve(tmp_path / "missing.sqlite")
