#!/usr/bin/env bash
# The SII document tests check schemas with libxml2's xmllint and signatures with xmlsec1, two
# verifiers independent of the code that signs (Debian packages libxml2-utils and xmlsec1).
set -euo pipefail
if command -v xmllint >/dev/null && command -v xmlsec1 >/dev/null; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Instalando xmllint y xmlsec1 (apt-get)..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-utils xmlsec1 >/dev/null
  exit 0
fi
echo "Faltan xmllint/xmlsec1: instálalos (sudo apt-get install libxml2-utils xmlsec1)." >&2
exit 1
