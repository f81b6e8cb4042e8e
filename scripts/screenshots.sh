#!/usr/bin/env bash
# Regenerates the README's and docs' pictures of the app from the UI tests' screenshots.
#
#   scripts/screenshots.sh          runs the screenshot test, then copies the pictures
#   SKIP_TEST=1 scripts/screenshots.sh   only copies (after scripts/test.sh ran the UI tests)
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -z "${SKIP_TEST:-}" ]]; then
  (cd desktop && mvn -B -q -ntp test -Dtest=ScreenshotTest)
fi
SRC=desktop/target/screenshots
OUT=docs/images/app
mkdir -p "$OUT"
for name in phone-light-home phone-light-game-fia phone-dark-game-fevga phone-light-hand-off-fjols \
            tablet-light-game-pairanoid tablet-dark-game-fjols phone-light-new-fia tablet-light-end-fevga \
            tablet-light-home phone-sv-game-fia phone-da-game-fjols; do
  cp "$SRC/$name.png" "$OUT/$name.png"
done
ls -l "$OUT"
