#!/usr/bin/env bash
# Copies the real-world uploads the attachment tests judge from packages Debian ships: Office documents (made by Word,
# PowerPoint and Excel for the R packages' authors), pictures (ImageMagick's documentation: a progressive JPEG, a PNG,
# a GIF), and ClamAV's test files (a zip holding a test program).
# Run it again only to change the set (it needs apt-get download and dpkg-deb): the tests read the committed files.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
apt-get download r-cran-officer r-cran-readxl clamav-testfiles imagemagick-6-doc >/dev/null 2>&1
for deb in *.deb; do dpkg-deb -x "$deb" root; done
# file in the repository | source in the package
files=(
  "word-example.docx|root/usr/lib/R/site-library/officer/doc_examples/example.docx"
  "powerpoint-example.pptx|root/usr/lib/R/site-library/officer/doc_examples/example.pptx"
  "excel-datasets.xlsx|root/usr/lib/R/site-library/readxl/extdata/datasets.xlsx"
  "clamav-clam.zip|root/usr/share/clamav-testfiles/clam.zip"
  "imagemagick-wizard.jpg|root/usr/share/doc/imagemagick-6-common/html/images/wizard.jpg"
  "imagemagick-rose.png|root/usr/share/doc/imagemagick-6-common/html/images/rose.png"
  "imagemagick-smile.gif|root/usr/share/doc/imagemagick-6-common/html/images/smile.gif"
)
for entry in "${files[@]}"; do
  IFS='|' read -r name source <<<"$entry"
  cp "$source" "$here/$name"
done
