"""The catalogue from a notebook: `posetlab serve` in the background of this process.

    server = posetlab.serve("data/posetlab.sqlite")   # any free port; server.url
    server.page("posets", "&CWP?")                    # an object's URL
    server.open("posets", "&CWP?")                    # ... opened in the browser
    server.stop()

The database is only read. A `with` block stops the server at its end.
"""
import urllib.parse
import webbrowser

from ._core import CatalogueServer as _CatalogueServer


class Catalogue:
    """`posetlab serve` running in the background of this process: the catalogue of one
    database, read-only, until stop() (or the end of a `with` block)."""

    def __init__(self, db, host="127.0.0.1", port=0, threads=4):
        """Starts serving `db` on `host`:`port` (0: any free port) with `threads` requests at
        once; ValueError when the database cannot be opened or the address is taken."""
        self._server = _CatalogueServer(str(db), host, int(port), int(threads))

    @property
    def url(self):
        """The home page, e.g. http://127.0.0.1:40123/"""
        return self._server.url

    def page(self, table=None, key=None):
        """The URL of an object's page (`table` and its key, as `posetlab canonical` prints
        it), of a table's search (`table` alone), or of the home page (neither)."""
        if table is None:
            return self.url
        if key is None:
            return self.url + "search/" + urllib.parse.quote(str(table), safe="")
        return self.url + "object/" + urllib.parse.quote(str(table), safe="") + "/" + urllib.parse.quote(str(key), safe="")

    def lookup(self, poset):
        """The URL that finds a poset (a Poset or a line of any input format) in the tables."""
        line = poset.text() if hasattr(poset, "text") else str(poset)
        return self.url + "lookup?q=" + urllib.parse.quote(line, safe="")

    def open(self, table=None, key=None):
        """Opens page(table, key) in the web browser; returns the URL."""
        url = self.page(table, key)
        webbrowser.open(url)
        return url

    def stop(self):
        """Stops serving (within a second); the object's URLs answer no more."""
        self._server.stop()

    @property
    def running(self):
        """True until stop()."""
        return self._server.running

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()

    def __repr__(self):
        return f"<posetlab catalogue at {self.url}{'' if self.running else ' (stopped)'}>"


def serve(db="data/posetlab.sqlite", host="127.0.0.1", port=0, threads=4):
    """Starts the catalogue of `db` in the background and returns it (see Catalogue)."""
    return Catalogue(db, host=host, port=port, threads=threads)
