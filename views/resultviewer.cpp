// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "resultviewer.h"

#include <QFontDatabase>
#include <QFrame>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "models/format.h"
#include "protocol/jsonschema.h"
#include "theme.h"

using namespace Mcp;

namespace {
// Text blocks longer than this are cut for display: a label with megabytes of text freezes the UI.
constexpr int MaxTextChars = 200000;
// Images wider than this are scaled down to fit the pane.
constexpr int MaxImageWidth = 640;
// Children of one tree node shown before "… more".
constexpr int MaxTreeChildren = 1000;

QString scalarText(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return Format::number(value.toDouble());
    case QJsonValue::String:
        return value.toString();
    case QJsonValue::Array:
        return value.toArray().size() == 1 ? ResultViewer::tr("[1 item]")
                                           : ResultViewer::tr("[%1 items]").arg(value.toArray().size());
    case QJsonValue::Object:
        return value.toObject().size() == 1 ? ResultViewer::tr("{1 key}")
                                            : ResultViewer::tr("{%1 keys}").arg(value.toObject().size());
    default:
        return QString();
    }
}

void addJsonItem(QTreeWidgetItem *parent, QTreeWidget *tree, const QString &key, const QJsonValue &value)
{
    auto *item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(tree);
    item->setText(0, key);
    QString text = scalarText(value);
    if (value.isString() && text.size() > 500)
        text = text.left(500) + QChar(0x2026);
    item->setText(1, text);
    item->setToolTip(1, value.isString() ? value.toString().left(4000) : text);
    item->setText(2, JsonSchema::typeOf(value));
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        int n = 0;
        for (auto it = object.begin(); it != object.end() && n < MaxTreeChildren; ++it, ++n)
            addJsonItem(item, tree, it.key(), it.value());
        if (object.size() > MaxTreeChildren)
            new QTreeWidgetItem(item, {ResultViewer::tr("… %1 more").arg(object.size() - MaxTreeChildren)});
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (int i = 0; i < array.size() && i < MaxTreeChildren; ++i)
            addJsonItem(item, tree, QStringLiteral("[%1]").arg(i), array.at(i));
        if (array.size() > MaxTreeChildren)
            new QTreeWidgetItem(item, {ResultViewer::tr("… %1 more").arg(array.size() - MaxTreeChildren)});
    }
}

QLabel *textLabel(const QString &text, QWidget *parent = nullptr)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    if (text.size() > MaxTextChars)
        label->setText(text.left(MaxTextChars)
            + ResultViewer::tr("\n… (%1 more characters not shown)").arg(text.size() - MaxTextChars));
    else
        label->setText(text);
    return label;
}

QLabel *imageLabel(const QByteArray &base64, const QString &mimeType, QString *caption)
{
    const QByteArray bytes = QByteArray::fromBase64(base64);
    QPixmap pixmap;
    auto *label = new QLabel;
    if (!pixmap.loadFromData(bytes)) {
        label->setText(
            ResultViewer::tr("This image could not be decoded (%1, %2).")
                .arg(mimeType.isEmpty() ? ResultViewer::tr("no type") : mimeType, Format::bytes(bytes.size())));
        *caption = ResultViewer::tr("Image");
        return label;
    }
    *caption = ResultViewer::tr("Image · %1 · %2×%3 · %4")
                   .arg(mimeType)
                   .arg(pixmap.width())
                   .arg(pixmap.height())
                   .arg(Format::bytes(bytes.size()));
    if (pixmap.width() > MaxImageWidth)
        pixmap = pixmap.scaledToWidth(MaxImageWidth, Qt::SmoothTransformation);
    label->setObjectName(QStringLiteral("resultImage"));
    label->setPixmap(pixmap);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}
} // namespace

ResultViewer::ResultViewer(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    m_banner = new QLabel(this);
    m_banner->setObjectName(QStringLiteral("resultBanner"));
    m_banner->setWordWrap(true);
    m_banner->setTextFormat(Qt::PlainText);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Fixed colours: an error must look like one in every theme.
    m_banner->setStyleSheet(QStringLiteral(
        "QLabel { background: #c62828; color: white; font-weight: bold; padding: 6px; border-radius: 3px; }"));
    m_banner->hide();
    layout->addWidget(m_banner);

    auto *stateRow = new QHBoxLayout;
    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("resultState"));
    m_state->setWordWrap(true);
    stateRow->addWidget(m_state, 1);
    m_rawButton = new QToolButton(this);
    m_rawButton->setText(tr("Raw JSON"));
    m_rawButton->setCheckable(true);
    m_rawButton->setToolTip(tr("Show the result exactly as the server sent it"));
    stateRow->addWidget(m_rawButton);
    layout->addLayout(stateRow);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    layout->addWidget(splitter, 1);

    splitter->addWidget(createBlocksArea(splitter));
    splitter->addWidget(createStructuredBox(splitter));
    m_raw = new QPlainTextEdit(splitter);
    m_raw->setAccessibleName(tr("Raw JSON"));
    m_raw->setAccessibleDescription(tr("The result exactly as the server sent it"));
    m_raw->setReadOnly(true);
    m_raw->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_raw->hide();
    splitter->addWidget(m_raw);
    // The content blocks are what a person reads first; the tree and the raw JSON get the rest.
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setStretchFactor(2, 2);
    splitter->setSizes({600, 300, 300});
    connect(m_rawButton, &QToolButton::toggled, this, [this](bool on) {
        m_raw->setVisible(on);
        updateRaw();
    });

    m_partialTimer.setSingleShot(true);
    m_partialTimer.setInterval(200);
    connect(&m_partialTimer, &QTimer::timeout, this, &ResultViewer::scanPartialResults);

    rebuild();
}

// The content blocks, under the partial results announced in progress.
QScrollArea *ResultViewer::createBlocksArea(QWidget *parent)
{
    m_scroll = new QScrollArea(parent);
    m_scroll->setAccessibleName(tr("Result content"));
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_blocksWidget = new QWidget;
    auto *outer = new QVBoxLayout(m_blocksWidget);
    m_partialBox = new QGroupBox(tr("Partial results (announced in progress)"), m_blocksWidget);
    m_partialLayout = new QVBoxLayout(m_partialBox);
    m_partialBox->hide();
    outer->addWidget(m_partialBox);
    auto *content = new QWidget(m_blocksWidget);
    m_blocks = new QVBoxLayout(content);
    m_blocks->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(content);
    outer->addStretch(1);
    m_scroll->setWidget(m_blocksWidget);
    return m_scroll;
}

// The structured content as a tree, with what it breaks of the tool's output schema.
QGroupBox *ResultViewer::createStructuredBox(QWidget *parent)
{
    m_structuredBox = new QGroupBox(tr("Structured content"), parent);
    auto *structuredLayout = new QVBoxLayout(m_structuredBox);
    m_tree = new QTreeWidget(m_structuredBox);
    m_tree->setAccessibleName(tr("Structured content"));
    m_tree->setAccessibleDescription(tr("The result's structuredContent as a tree"));
    m_tree->setObjectName(QStringLiteral("structuredTree"));
    m_tree->setHeaderLabels({tr("Key"), tr("Value"), tr("Type")});
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->resizeSection(0, 180);
    m_tree->header()->resizeSection(1, 260);
    structuredLayout->addWidget(m_tree, 1);
    m_problemsLabel = new QLabel(m_structuredBox);
    m_problemsLabel->setObjectName(QStringLiteral("schemaProblems"));
    m_problemsLabel->setWordWrap(true);
    m_problemsLabel->setTextFormat(Qt::PlainText);
    m_problemsLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    structuredLayout->addWidget(m_problemsLabel);
    m_structuredBox->hide();
    return m_structuredBox;
}

ResultViewer::~ResultViewer() = default;

void ResultViewer::setOperation(Operation *op, McpSession *session)
{
    if (m_op)
        m_op->disconnect(this);
    m_op = op;
    m_session = session;
    m_shownAny = false;
    m_partialUris.clear();
    m_partialSeen.clear();
    m_scannedSamples = 0;
    while (QLayoutItem *item = m_partialLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_partialBox->hide();
    if (op) {
        connect(op, &Operation::changed, this, &ResultViewer::rebuild);
        connect(op, &Operation::progressAdded, this, [this] {
            if (!m_partialTimer.isActive())
                m_partialTimer.start();
        });
        connect(op, &QObject::destroyed, this, [this] { setOperation(nullptr, nullptr); });
    }
    rebuild();
    scanPartialResults();
}

void ResultViewer::setOutputSchema(const QJsonObject &schema)
{
    if (schema == m_outputSchema)
        return;
    m_outputSchema = schema;
    m_shownAny = false; // check again
    rebuild();
}

bool ResultViewer::isErrorShown() const
{
    return !m_banner->isHidden();
}

QString ResultViewer::bannerText() const
{
    return m_banner->isHidden() ? QString() : m_banner->text();
}

int ResultViewer::blockCount() const
{
    return int(m_blocksWidget->findChildren<QFrame *>(QStringLiteral("resultBlock")).size());
}

QStringList ResultViewer::checkSchema(const QJsonObject &schema, const QJsonValue &value)
{
    return JsonSchema::validate(schema, value, QStringLiteral("$"));
}

void ResultViewer::rebuild()
{
    if (!m_op) {
        m_state->setText(tr("No operation selected."));
        clearBlocks();
        m_structuredBox->hide();
        m_banner->hide();
        m_shownAny = false;
        updateRaw();
        return;
    }
    const QJsonObject result = m_op->result();
    const JsonRpcError error = m_op->error();
    if (result.isEmpty() && error.isNull()) {
        m_state->setText(m_op->isTerminal()
                ? tr("The operation ended (%1) without a result. %2")
                      .arg(Statuses::toString(m_op->status()), m_op->statusMessage())
                : tr("No result yet: the operation is %1.").arg(Statuses::toString(m_op->status())));
    } else if (result.isEmpty() && error.local) {
        // The inspector's own error (refused before sending, a timeout, a lost link): nothing came from the server.
        const QDateTime when = m_op->finishedAt().isValid() ? m_op->finishedAt() : m_op->updatedAt();
        m_state->setText(tr("No answer from the server: the inspector ended it at %1.")
                             .arg(Format::clockTime(when.toMSecsSinceEpoch())));
    } else {
        const QDateTime when = m_op->finishedAt().isValid() ? m_op->finishedAt() : m_op->updatedAt();
        m_state->setText(tr("Result received at %1.").arg(Format::clockTime(when.toMSecsSinceEpoch())));
    }
    // changed() fires for every status tick; the blocks are only rebuilt when the result itself changed.
    if (m_shownAny && result == m_shownResult && error.code == m_shownError.code
        && error.message == m_shownError.message && error.data == m_shownError.data) {
        return;
    }
    m_shownAny = true;
    m_shownResult = result;
    m_shownError = error;
    clearBlocks();
    m_structuredBox->hide();
    m_problems.clear();

    const ContentList content = ContentList::fromJson(result.value(QStringLiteral("content")).toArray());
    for (const ContentBlock &block : content.blocks)
        addContentBlock(block);

    if (result.contains(QStringLiteral("structuredContent"))) {
        showStructured(tr("Structured content"), result.value(QStringLiteral("structuredContent")), true);
    } else if (result.contains(QStringLiteral("toolResult"))) {
        // The early tools chapter: the result is any JSON value under toolResult, with no content blocks.
        const QJsonValue value = result.value(QStringLiteral("toolResult"));
        if (value.isString()) {
            QVBoxLayout *inner = nullptr;
            addBlock(QStringLiteral("toolResult"), tr("toolResult (text)"), &inner);
            inner->addWidget(textLabel(value.toString()));
        }
        showStructured(tr("toolResult"), value, false);
    } else if (!error.isNull() && !error.data.isUndefined() && !error.data.isNull()) {
        showStructured(tr("Error data"), error.data, false);
    }
    if (!m_outputSchema.isEmpty() && !result.isEmpty() && !result.value(QStringLiteral("isError")).toBool()
        && !result.contains(QStringLiteral("structuredContent"))) {
        m_problems << tr("structuredContent is missing although the tool declares an outputSchema");
        m_tree->clear();
        m_structuredBox->setTitle(tr("Structured content (missing)"));
        m_problemsLabel->setStyleSheet(Theme::errorStyle(palette()));
        m_problemsLabel->setText(m_problems.join(QLatin1Char('\n')));
        m_problemsLabel->show();
        m_structuredBox->show();
    }
    if (!result.isEmpty() && content.isEmpty() && !result.contains(QStringLiteral("structuredContent"))
        && !result.contains(QStringLiteral("toolResult"))) {
        QVBoxLayout *inner = nullptr;
        addBlock(QStringLiteral("empty"), tr("Empty result"), &inner);
        inner->addWidget(textLabel(tr("The result has no content blocks.")));
    }
    updateBanner();
    updateRaw();
}

void ResultViewer::clearBlocks()
{
    while (QLayoutItem *item = m_blocks->takeAt(0)) {
        delete item->widget();
        delete item;
    }
}

QFrame *ResultViewer::addBlock(const QString &type, const QString &caption, QVBoxLayout **contentLayout)
{
    auto *frame = new QFrame;
    frame->setObjectName(QStringLiteral("resultBlock"));
    frame->setProperty("blockType", type);
    frame->setFrameShape(QFrame::StyledPanel);
    auto *layout = new QVBoxLayout(frame);
    auto *title = new QLabel(caption, frame);
    title->setTextFormat(Qt::PlainText);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    layout->addWidget(title);
    *contentLayout = layout;
    m_blocks->addWidget(frame);
    return frame;
}

void ResultViewer::addContentBlock(const ContentBlock &block)
{
    QVBoxLayout *inner = nullptr;
    switch (block.kind) {
    case ContentBlock::Kind::Text:
        addBlock(block.type, tr("Text"), &inner);
        inner->addWidget(textLabel(block.text));
        break;
    case ContentBlock::Kind::Image: {
        QString caption;
        QLabel *image = imageLabel(block.data, block.mimeType, &caption);
        QFrame *frame = addBlock(block.type, caption, &inner);
        image->setParent(frame);
        inner->addWidget(image);
        break;
    }
    case ContentBlock::Kind::Audio:
        addBlock(block.type, tr("Audio"), &inner);
        inner->addWidget(textLabel(tr("Audio clip (%1, %2). It is not played here; see Raw JSON for the data.")
                                       .arg(block.mimeType, Format::bytes(block.decodedSize()))));
        break;
    case ContentBlock::Kind::ResourceLink:
        addResourceBlock(tr("Resource link"), block);
        break;
    case ContentBlock::Kind::EmbeddedResource:
        addResourceBlock(tr("Embedded resource"), block);
        break;
    default:
        addBlock(block.type, tr("Content of type \"%1\"").arg(block.type), &inner);
        inner->addWidget(textLabel(QString::fromUtf8(QJsonDocument(block.raw).toJson(QJsonDocument::Indented))));
    }
}

void ResultViewer::addResourceBlock(const QString &caption, const ContentBlock &resource)
{
    QVBoxLayout *inner = nullptr;
    addBlock(resource.type, caption, &inner);
    QStringList lines;
    if (!resource.displayName().isEmpty())
        lines << resource.displayName();
    lines << resource.uri;
    if (!resource.mimeType.isEmpty())
        lines << resource.mimeType;
    if (!resource.description.isEmpty())
        lines << resource.description;
    inner->addWidget(textLabel(lines.join(QLatin1Char('\n'))));
    if (resource.kind == ContentBlock::Kind::EmbeddedResource) {
        // Embedded: the contents came with the result.
        showResourceContents(inner, {resource});
    }
    addReadButton(inner, resource.uri);
}

void ResultViewer::addReadButton(QVBoxLayout *layout, const QString &uri)
{
    auto *row = new QHBoxLayout;
    auto *button = new QPushButton(tr("Read"));
    button->setObjectName(QStringLiteral("readButton"));
    button->setProperty("uri", uri);
    button->setToolTip(tr("Fetch %1 from the server (resources/read)").arg(uri));
    row->addWidget(button);
    auto *open = new QPushButton(tr("Open in Resources"));
    open->setObjectName(QStringLiteral("openInResourcesButton"));
    open->setProperty("uri", uri);
    open->setToolTip(tr("Read %1 in the Resources tab").arg(uri));
    open->setEnabled(!uri.isEmpty());
    connect(open, &QPushButton::clicked, this, [this, uri] { emit openResourceRequested(uri); });
    row->addWidget(open);
    row->addStretch(1);
    layout->addLayout(row);
    auto *output = new QWidget;
    auto *outputLayout = new QVBoxLayout(output);
    outputLayout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(output);
    if (!m_session || uri.isEmpty()) {
        button->setEnabled(false);
        button->setToolTip(uri.isEmpty() ? tr("No URI given") : tr("Not connected to the server"));
    }
    connect(button, &QPushButton::clicked, this,
        [this, uri, outputLayout, button] { readResource(uri, outputLayout, button); });
}

void ResultViewer::readResource(const QString &uri, QVBoxLayout *target, QPushButton *button)
{
    if (!m_session)
        return;
    while (QLayoutItem *item = target->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    button->setEnabled(false);
    button->setText(tr("Reading…"));
    PendingRequest *request = m_session->request(QStringLiteral("resources/read"), {{QStringLiteral("uri"), uri}});
    const QPointer<QPushButton> guard(button);
    connect(request, &PendingRequest::finished, target, [this, request, target, guard, uri] {
        if (guard) {
            guard->setEnabled(true);
            guard->setText(tr("Read again"));
        }
        if (request->hasError()) {
            auto *label = textLabel(tr("Could not read %1: %2").arg(uri, request->error().toString()));
            label->setStyleSheet(Theme::errorStyle(palette()));
            target->addWidget(label);
            emit resourceRead(uri, false);
            return;
        }
        showResourceContents(
            target, ContentList::fromResourceContents(request->result().value(QStringLiteral("contents"))).blocks);
        emit resourceRead(uri, true);
    });
}

void ResultViewer::showResourceContents(QVBoxLayout *target, const QList<ContentBlock> &contents)
{
    for (const ContentBlock &item : contents) {
        if (item.hasText) {
            target->addWidget(textLabel(item.text));
        } else if (item.hasBlob) {
            if (item.mimeType.startsWith(QLatin1String("image/"))) {
                QString caption;
                target->addWidget(imageLabel(item.data, item.mimeType, &caption));
            } else {
                target->addWidget(textLabel(tr("Binary contents (%1, %2)")
                                                .arg(item.mimeType.isEmpty() ? tr("no type") : item.mimeType,
                                                    Format::bytes(item.decodedSize()))));
            }
        }
    }
    if (contents.isEmpty())
        target->addWidget(textLabel(tr("The server returned no contents.")));
}

void ResultViewer::showStructured(const QString &title, const QJsonValue &value, bool check)
{
    m_structuredBox->setTitle(title);
    m_tree->clear();
    if (value.isObject() || value.isArray()) {
        // The top level's children are the interesting part; show them as roots.
        if (value.isObject()) {
            const QJsonObject object = value.toObject();
            for (auto it = object.begin(); it != object.end(); ++it)
                addJsonItem(nullptr, m_tree, it.key(), it.value());
        } else {
            const QJsonArray array = value.toArray();
            for (int i = 0; i < array.size() && i < MaxTreeChildren; ++i)
                addJsonItem(nullptr, m_tree, QStringLiteral("[%1]").arg(i), array.at(i));
        }
    } else {
        addJsonItem(nullptr, m_tree, tr("(value)"), value);
    }
    m_tree->expandToDepth(0);
    if (check && !m_outputSchema.isEmpty()) {
        m_problems = checkSchema(m_outputSchema, value);
        m_problemsLabel->setStyleSheet(m_problems.isEmpty() ? QString() : Theme::errorStyle(palette()));
        m_problemsLabel->setText(m_problems.isEmpty()
                ? tr("Matches the tool's outputSchema.")
                : tr("Does not match the tool's outputSchema:\n") + m_problems.join(QLatin1Char('\n')));
        m_problemsLabel->show();
    } else {
        m_problemsLabel->setText(check ? tr("The tool declares no outputSchema.") : QString());
        m_problemsLabel->setVisible(check);
    }
    m_structuredBox->show();
}

void ResultViewer::updateBanner()
{
    QString text;
    const JsonRpcError error = m_op ? m_op->error() : JsonRpcError();
    if (!error.isNull()) {
        text = error.local ? tr("The call failed on this side: %1 (code %2)").arg(error.message).arg(error.code)
                           : tr("JSON-RPC error %1: %2").arg(error.code).arg(error.message);
        if (!error.data.isUndefined() && !error.data.isNull()) {
            const QString data = error.data.isString()
                ? error.data.toString()
                : QString::fromUtf8(QJsonDocument::fromVariant(error.data.toVariant()).toJson(QJsonDocument::Compact));
            text += QLatin1Char('\n') + tr("data: %1").arg(data.left(2000));
        }
    } else if (m_op && m_op->result().value(QStringLiteral("isError")).toBool()) {
        text = tr("The tool reported an error (isError). Its content below says what went wrong.");
    }
    m_banner->setText(text);
    m_banner->setVisible(!text.isEmpty());
}

void ResultViewer::updateRaw()
{
    if (m_raw->isHidden())
        return;
    if (!m_op) {
        m_raw->clear();
        return;
    }
    QJsonObject shown = m_op->result();
    if (!m_op->error().isNull())
        shown = QJsonObject {{QStringLiteral("error"), m_op->error().toJson()}};
    m_raw->setPlainText(QString::fromUtf8(QJsonDocument(shown).toJson(QJsonDocument::Indented)));
}

void ResultViewer::scanPartialResults()
{
    if (!m_op)
        return;
    const QList<ProgressSample> &history = m_op->progressHistory();
    // The history is thinned when it grows long; then it is shorter than what was scanned and is scanned again
    // (the URIs seen are remembered, so nothing is listed twice).
    if (history.size() < m_scannedSamples)
        m_scannedSamples = 0;
    for (qsizetype i = m_scannedSamples; i < history.size(); ++i) {
        const ProgressSample &sample = history.at(i);
        if (sample.resourceUri.isEmpty() || m_partialSeen.contains(sample.resourceUri))
            continue;
        m_partialSeen.insert(sample.resourceUri);
        m_partialUris << sample.resourceUri;
        auto *frame = new QFrame(m_partialBox);
        frame->setObjectName(QStringLiteral("resultBlock"));
        frame->setProperty("blockType", QStringLiteral("partial"));
        auto *inner = new QVBoxLayout(frame);
        inner->setContentsMargins(0, 0, 0, 0);
        QString caption = sample.resourceUri;
        if (!sample.message.isEmpty())
            caption += QStringLiteral(" — ") + sample.message;
        caption = Format::clockTime(sample.timeMs) + QStringLiteral("  ") + caption;
        inner->addWidget(textLabel(caption));
        addReadButton(inner, sample.resourceUri);
        m_partialLayout->addWidget(frame);
    }
    m_scannedSamples = history.size();
    m_partialBox->setVisible(!m_partialUris.isEmpty());
}
